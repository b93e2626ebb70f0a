import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension SignatureResolver {
    /// `case a, b(Int, label: String = ""), c = "c"`: the enum's cases in order, with raw
    /// values worked out as Swift does (Int raw values count up from the previous one,
    /// String raw values default to the case's name).
    func enumCases(_ elements: [EnumCaseElement], of type: StructType, bodies: inout [PendingBody]) {
        for element in elements {
            if type.caseIndex[element.name] != nil {
                error("invalid redeclaration of '\(element.name)'", at: element.nameRange)
                continue
            }
            var info = EnumCaseInfo(name: element.name, range: element.nameRange)
            for value in element.associatedValues {
                info.labels.append(value.label)
                info.types.append(staticType(value.type))
                if let fallback = value.defaultValue {
                    let late = LateEval(), expected = staticType(value.type)
                    bodies.append(.caseDefault(fallback, late, owner: type, expected: expected))
                    info.defaults.append(late.call)
                } else {
                    info.defaults.append(nil)
                }
            }
            info.rawValue = rawValue(of: element, in: type)
            type.addCase(info)
        }
    }

    private func rawValue(of element: EnumCaseElement, in type: StructType) -> Value? {
        guard let rawType = type.rawType else {
            if let written = element.rawValue {
                error("enum case cannot have a raw value if the enum does not have a raw type", at: written.range)
            }
            return nil
        }
        if let written = element.rawValue {
            // Compiled by the body pass now: the raw values of the cases that follow count on from it.
            let checker = BodyChecker(compiler)
            let compiled = checker.isolatedTyped { checker.expression(written, expected: rawType) }
            guard let value = compiled.constant ?? (try? compiled.eval(Frame(size: 1, parent: nil, context: machine.context))) else {
                error("raw value for enum case must be a literal", at: written.range)
                return nil
            }
            return coerce(value, to: rawType)
        }
        switch rawType {
        case .string:
            return .string(element.name)
        case .int:
            // One more than the previous case's, or 0 for the first.
            if case .int(let previous)? = type.cases.last?.rawValue { return .int(previous + 1) }
            return .int(0)
        case .double:
            if case .double(let previous)? = type.cases.last?.rawValue { return .double(previous + 1) }
            return .double(0)
        default:
            error("enum case '\(element.name)' needs an explicit raw value", at: element.nameRange)
            return nil
        }
    }
}
