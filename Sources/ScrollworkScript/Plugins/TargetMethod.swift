import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A behaviour's `updateTarget` compiled a second time, for calls from the host: its
/// arguments live unboxed in the frame's `numbers` (see `TargetArguments`), so a call
/// converts no field into a script value and builds no record.
///
/// The method compiled as usual still serves calls from scripts; this copy is run only by
/// `ScriptTargetBehavior`, each behaviour value in one frame of its own (`TargetCall`),
/// kept from call to call. That is safe because the body makes no closures (nothing can
/// keep the frame) and nothing a script does calls back into the host's entry.
final class TargetMethod {
    let body: Exec
    let frameSize: Int
    let numberCount: Int
    /// Field index → offset in `numbers` of `self`'s Double and Bool properties, set once per frame.
    let selfNumbers: [Int: Int]
    let uses: TargetUses
    /// The first slot after `self` and the arguments: locals, cleared after each call.
    let firstLocal: Int
    /// Whether a `return value` may store into the frame's return slot (it compiles in a
    /// method declared without a result), which a call then clears.
    let mayReturnValue: Bool

    private init(body: @escaping Exec, frameSize: Int, arguments: TargetArguments, firstLocal: Int, mayReturnValue: Bool) {
        self.body = body
        self.frameSize = frameSize
        numberCount = arguments.numberCount
        selfNumbers = arguments.selfNumbers
        uses = arguments.uses
        self.firstLocal = firstLocal
        self.mayReturnValue = mayReturnValue
    }

    /// The method of `type` compiled for host calls, or nil when it has a shape this path
    /// does not take (closures in the body, `mutating`, other parameter types, a declaration
    /// that does not parse alone or compile cleanly); then calls take the general path.
    static func compile(_ function: ScriptFunction, of type: StructType, in factory: PluginFactory) -> TargetMethod? {
        guard !function.isMutating, function.parameterSlots == [1, 2],
              case .record(let targetType) = function.parameterTypes[0], targetType.type === BuiltinTypes.scrollTarget,
              case .record(let contextType) = function.parameterTypes[1], contextType.type === BuiltinTypes.targetContext,
              let (decl, file) = declaration(of: function, in: factory),
              !BodyChecker.containsClosure(decl.body.statements) else { return nil }
        let compiler = factory.program.expressionCompiler(sourceFile: { _ in file })
        let arguments = TargetArguments(targetSlot: 1, contextSlot: 2, selfType: type, range: function.range)
        let scope = FunctionScope(parent: nil, selfType: type, isMutating: false, returnType: function.returnType)
        let body: Exec = compiler.withScope(scope, hostArguments: arguments) {
            for (index, parameter) in decl.parameters.enumerated() {
                scope.declare(parameter.name, type: function.parameterTypes[index], isLet: !parameter.isInout, range: parameter.range)
            }
            return compiler.functionBody(decl.body.statements, returnType: function.returnType)
        }
        guard !compiler.diagnostics.containsErrors else { return nil }
        return TargetMethod(body: body, frameSize: scope.slotCount, arguments: arguments, firstLocal: 3,
                            mayReturnValue: returnsValue(decl.body.statements))
    }

    /// Whether any `return` in these nodes has a value (found by reflection, once per method,
    /// as `BodyChecker.containsClosure` finds closures).
    private static func returnsValue(_ node: Any) -> Bool {
        if let kind = node as? StatementKind, case .returnStatement(let value) = kind, value != nil { return true }
        return Mirror(reflecting: node).children.contains { returnsValue($0.value) }
    }

    /// The method's declaration, parsed again from the program's copy of its file: everything
    /// before it blanked to spaces, so its ranges (and any error's place) are the real file's.
    private static func declaration(of function: ScriptFunction, in factory: PluginFactory) -> (FunctionDecl, SourceFile)? {
        let range = function.range
        guard let file = factory.files[range.file], range.start >= 0, range.end <= file.utf8.count, !range.isEmpty else {
            return nil
        }
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: range.start)
        bytes.append(contentsOf: file.utf8[range.start..<range.end])
        let padded = SourceFile(id: file.id, path: file.path, text: String(decoding: bytes, as: UTF8.self))
        let (unit, diagnostics) = FrontEnd.parse(padded)
        guard !diagnostics.containsErrors, unit.declarations.count == 1,
              case .function(let decl) = unit.declarations[0].kind, decl.name == function.name,
              decl.parameters.count == 2 else { return nil }
        return (decl, file)
    }

    /// A frame for one behaviour value: `self` in slot 0 and its Double and Bool properties among
    /// the numbers, set once; nil when a property meant to be read unboxed holds another kind.
    func makeFrame(type: StructType, fields: [Value], context: ScriptContext) -> Frame? {
        let frame = Frame(size: frameSize, numbers: numberCount, context: context)
        guard let numbers = frame.numbers else { return nil }
        for (index, offset) in selfNumbers {
            guard index < fields.count else { return nil }
            switch (type.fieldTypes[index], fields[index]) {
            case (.double, .double(let number)): numbers[offset] = number
            case (.bool, .bool(let flag)): numbers[offset] = flag ? 1 : 0
            default: return nil
            }
        }
        frame.slots[0] = type.make(fields)
        return frame
    }
}
