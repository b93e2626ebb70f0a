import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A target behaviour as a value the REPL keeps across `reload`: which behaviour, and for a
/// script's own, its type name and parameter values. Never source text: a string parameter
/// with a quote or an infinite number survives as it is, and `ScriptProgram.makeTargetBehavior(_:)`
/// builds it again from the program loaded now, so it runs the new code.
public enum BehaviorSpec: Equatable, CustomStringConvertible {
    /// `behavior none`: no behaviour, the natural target.
    case none
    case paging
    case viewAligned(ViewAlignedBehavior.LimitBehavior)
    /// A `struct X: ScrollTargetBehavior` of the scripts, with the values of its parameters
    /// (stored properties other than `let`s with a value) in declaration order.
    case script(typeName: String, parameters: [Parameter])

    public struct Parameter: Equatable {
        public var name: String
        public var value: ScriptValue

        public init(name: String, value: ScriptValue) {
            self.name = name
            self.value = value
        }
    }

    /// As Swift writes it: `.paging`, `SnapToTop(threshold: 80.0)`, `none`.
    public var description: String {
        switch self {
        case .none: return "none"
        case .paging: return ".paging"
        case .viewAligned(let limit): return ".viewAligned(limitBehavior: .\(limit.rawValue))"
        case .script(let name, let parameters):
            return name + "(" + parameters.map { "\($0.name): \($0.value.swiftLiteral)" }.joined(separator: ", ") + ")"
        }
    }

    /// The spec of a behaviour, or nil for one the scripts cannot name (a host's own).
    public init?(_ behavior: (any TargetBehavior)?) {
        switch behavior {
        case nil:
            self = .none
        case is PagingBehavior:
            self = .paging
        case let aligned as ViewAlignedBehavior:
            self = .viewAligned(aligned.limitBehavior)
        case let scripted as ScriptTargetBehavior:
            self = .script(typeName: scripted.type.name, parameters: scripted.settableFields.map { index in
                Parameter(name: scripted.type.fieldNames[index], value: ParameterValues.keep(scripted.fields[index]))
            })
        default:
            return nil
        }
    }
}

/// A behaviour built from a spec, with a line for each parameter that could not be kept.
public struct RebuiltBehavior {
    public var behavior: (any TargetBehavior)?
    /// E.g. "SnapToTop has no parameter 'fraction' any more; its value 0.2 is dropped".
    public var notes: [String]
}

extension PluginFactory {
    /// The behaviour a spec describes, in this factory's program. Throws when the script
    /// type is gone or is no longer a behaviour; a parameter that is gone or whose value no
    /// longer fits its type is left out (or back to its default) with a note.
    func targetBehavior(_ spec: BehaviorSpec) throws -> RebuiltBehavior {
        switch spec {
        case .none: return RebuiltBehavior(behavior: nil, notes: [])
        case .paging: return RebuiltBehavior(behavior: PagingBehavior(), notes: [])
        case .viewAligned(let limit): return RebuiltBehavior(behavior: ViewAlignedBehavior(limitBehavior: limit), notes: [])
        case .script(let name, let parameters): return try scriptBehavior(named: name, parameters: parameters)
        }
    }

    private func scriptBehavior(named name: String, parameters: [BehaviorSpec.Parameter]) throws -> RebuiltBehavior {
        guard let type = program.types[name], !type.isBuiltin else {
            throw Diagnostic.error("the loaded files no longer declare '\(name)'", at: .unlocated)
        }
        guard type.conforms(to: "ScrollTargetBehavior") else {
            throw Diagnostic.error("'\(name)' is no longer a ScrollTargetBehavior", at: .unlocated)
        }
        let range = type.range ?? .unlocated
        var notes: [String] = []
        var fields: [Value] = []
        for index in type.fieldNames.indices {
            let field = type.fieldNames[index]
            let isConstant = type.fieldIsLet[index] && type.fieldDefaults[index] != nil
            if !isConstant, let kept = parameters.first(where: { $0.name == field }) {
                if let value = ParameterValues.value(kept.value, as: type.fieldTypes[index]) {
                    fields.append(value)
                    continue
                }
                notes.append("\(name).\(field) is now of type '\(type.fieldTypes[index].name)'; "
                             + "\(kept.value.swiftLiteral) no longer fits, so it is back to its default")
            }
            guard let fallback = type.fieldDefaults[index] else {
                throw Diagnostic.error("'\(name)' has a parameter '\(field)' without a default and no value for it",
                                       at: range)
            }
            fields.append(try defaultValue(fallback))
        }
        for parameter in parameters where type.fieldIndex[parameter.name] == nil {
            notes.append("\(name) has no parameter '\(parameter.name)' any more; "
                         + "its value \(parameter.value.swiftLiteral) is dropped")
        }
        return RebuiltBehavior(behavior: try scriptBehavior(type, fields: fields, at: range), notes: notes)
    }
}
