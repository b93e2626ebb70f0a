import Foundation
import ScrollworkFrontEnd

extension BodyChecker {
    /// `#file`, `#line`, `#function`… as swiftc expands them at `range` (for a parameter's
    /// default, the call's): `#file` and `#filePath` the path the file was loaded by (swiftc's
    /// Swift 5 mode gives the path it was given), `#fileID` `Module/File.swift`, `#line` and
    /// `#column` 1-based, `#function` the enclosing function's name with its labels
    /// (`go(a:_:)`) or property's name, and outside any the module's; `#dsohandle` the module's
    /// image address. A call's place is where it starts; swiftc takes its `(`, on the same line
    /// unless the call is split before it.
    func magicIdentifier(_ kind: MagicIdentifier, at range: SourceRange) -> TypedExpression {
        let type: StaticType = switch kind {
        case .line, .column: .int
        case .dsoHandle: .named(ModuleImageAddress.pointerType)
        default: .string
        }
        return .literal(callerSite(at: range).value(kind), type)
    }

    /// The values of `#file`, `#line`, `#function`… at `range` in the code being compiled.
    func callerSite(at range: SourceRange) -> CallerSite {
        let file = sourceFile?(range.file)
        let path = file?.path ?? "<input>"
        let location = file?.location(of: range.start) ?? (line: 1, column: 1)
        return CallerSite(path: path, fileID: machine.moduleName + "/" + (path.split(separator: "/").last.map(String.init) ?? path),
                          line: location.line, column: location.column,
                          function: scope.enclosingFunctionName ?? machine.moduleName)
    }

    /// A declared function's name with its labels, as `#function` gives it.
    static func compoundName(_ name: String, _ parameters: [Parameter]) -> String {
        ScriptFunction.compoundName(name, labels: parameters.map(\.label))
    }
}
