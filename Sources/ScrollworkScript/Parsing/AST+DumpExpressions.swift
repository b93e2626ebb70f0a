// The s-expression dump of expressions and types (see AST+Dump.swift).

extension Expression {
    public var dump: String {
        switch kind {
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .boolean(let value): return String(value)
        case .string(let segments):
            if segments.count == 1, case .text(let text) = segments[0] { return quoted(text) }
            return "(string " + segments.map { segment in
                switch segment {
                case .text(let text): return quoted(text)
                case .interpolation(let expression): return expression.dump
                }
            }.joined(separator: " ") + ")"
        case .nilLiteral: return "nil"
        case .identifier(let name): return name
        case .anonymousClosureArgument(let number): return "$\(number)"
        case .bindingProjection(let name): return "$\(name)"
        case .selfValue: return "self"
        case .selfType: return "Self"
        case .array(let elements): return "[" + elements.map(\.dump).joined(separator: " ") + "]"
        case .dictionary(let pairs): return "[" + (pairs.isEmpty ? ":" : pairs.map { "\($0.key.dump): \($0.value.dump)" }.joined(separator: " ")) + "]"
        case .tuple(let elements): return "(tuple" + elements.map { " " + $0.dump }.joined() + ")"
        case .unary(let op, let operand): return "(\(op.rawValue) \(operand.dump))"
        case .postfixRange(let operand): return "(\(operand.dump) ...)"
        case .binary(let op, let left, let right): return "(\(op.rawValue) \(left.dump) \(right.dump))"
        case .ternary(let condition, let then, let otherwise): return "(? \(condition.dump) \(then.dump) \(otherwise.dump))"
        case .cast(let kind, let operand, let type): return "(\(kind.rawValue) \(operand.dump) \(type.dump))"
        case .member(let base, let name, _): return "\(base.dump).\(name)"
        case .implicitMember(let name, _): return ".\(name)"
        case .call(let callee, let arguments):
            return "(call \(callee.dump)" + arguments.map { " " + $0.dump }.joined() + ")"
        case .subscriptCall(let base, let arguments):
            return "(subscript \(base.dump)" + arguments.map { " " + $0.dump }.joined() + ")"
        case .closure(let closure): return closure.dump
        case .optionalChain(let inner): return inner.dump + "?"
        case .optionalEvaluation(let inner): return "(?. \(inner.dump))"
        case .forceUnwrap(let inner): return inner.dump + "!"
        case .keyPath(let root, let components): return "\\" + (root?.dump ?? "") + components.map { "." + $0 }.joined()
        case .inoutArgument(let inner): return "&" + inner.dump
        case .typeExpression(let type): return "(type \(type.dump))"
        case .invalid: return "<invalid>"
        }
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension Argument {
    var dump: String {
        (isTrailingClosure ? "~" : "") + (label.map { "\($0): " } ?? "") + value.dump
    }
}

extension ClosureExpression {
    var dump: String {
        var text = "(closure"
        if let parameters {
            text += " (" + parameters.map { parameter in
                var item = parameter.name
                if let type = parameter.type { item += ": " + (parameter.isInout ? "inout " : "") + type.dump }
                return item
            }.joined(separator: " ") + ")"
            if let returnType { text += " -> \(returnType.dump)" }
        }
        return text + body.map { " " + $0.dump }.joined() + ")"
    }
}

extension TypeSyntax {
    public var dump: String {
        switch kind {
        case .named(let name, let arguments): return name + genericDump(arguments)
        case .member(let base, let name, let arguments): return base.dump + "." + name + genericDump(arguments)
        case .optional(let inner): return inner.dump + "?"
        case .implicitlyUnwrapped(let inner): return inner.dump + "!"
        case .array(let element): return "[\(element.dump)]"
        case .dictionary(let key, let value): return "[\(key.dump): \(value.dump)]"
        case .opaque(let inner): return "some \(inner.dump)"
        case .existential(let inner): return "any \(inner.dump)"
        case .tuple(let elements): return "(" + elements.map(\.dump).joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.dump).joined(separator: ", ") + ") -> " + result.dump
        case .invalid: return "<invalid>"
        }
    }

    private func genericDump(_ arguments: [TypeSyntax]) -> String {
        arguments.isEmpty ? "" : "<" + arguments.map(\.dump).joined(separator: ", ") + ">"
    }
}
