// The s-expression dump of expressions and types (see AST+Dump.swift).

extension Expression {
    package var dump: String {
        switch kind {
        case .integer(let value): return String(value)
        case .unsignedInteger(let value): return String(value)
        case .double(let value): return String(value)
        case .boolean(let value): return String(value)
        case .magicIdentifier(let kind): return kind.rawValue
        case .selector(let name): return "(#selector \(name))"
        case .availability(let condition):
            let version = condition.iOSVersion.map { "iOS " + $0.map(String.init).joined(separator: ".") } ?? "*"
            return "(#\(condition.isUnavailable ? "unavailable" : "available") \(version))"
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
        case .superValue: return "super"
        case .selfType: return "Self"
        case .array(let elements): return "[" + elements.map(\.dump).joined(separator: " ") + "]"
        case .dictionary(let pairs): return "[" + (pairs.isEmpty ? ":" : pairs.map { "\($0.key.dump): \($0.value.dump)" }.joined(separator: " ")) + "]"
        case .tuple(let elements): return "(tuple" + elements.map { " " + $0.dump }.joined() + ")"
        case .prefix(let operators, let operand):
            return operators.map { "(\($0.op.rawValue) " }.joined() + operand.dump + String(repeating: ")", count: operators.count)
        case .binary(let first, let rest): return Self.dumpRun(first, rest)
        case .ternary(let condition, let then, let otherwise): return "(? \(condition.dump) \(then.dump) \(otherwise.dump))"
        case .postfix(let base, let operations): return Self.dumpChain(base, operations)
        case .implicitMember(let name, _): return ".\(name)"
        case .closure(let closure): return closure.dump
        case .optionalEvaluation(let inner): return "(?. \(inner.dump))"
        case .tryExpression(let kind, let inner): return "(\(kind.rawValue) \(inner.dump))"
        case .keyPath(let root, let components): return "\\" + (root?.dump ?? "") + components.map(\.dump).joined()
        case .inoutArgument(let inner): return "&" + inner.dump
        case .typeExpression(let type): return "(type \(type.dump))"
        case .ifExpression(let statement): return statement.dump
        case .switchExpression(let statement):
            return "(switch \(statement.subject.dump) " + statement.cases.map(\.dump).joined(separator: " ") + ")"
        case .invalid: return "<invalid>"
        }
    }

    /// A run as the nested tree it stands for, `(- (+ a b) c)` or `(?? a (?? b c))`, built
    /// in one pass: the openings of all the levels, then each level's operand and closing.
    private static func dumpRun(_ first: Expression, _ rest: [BinaryOperation]) -> String {
        if rest.first?.op.associativity == .right {
            var text = ""
            var operand = first
            for operation in rest {
                text += "(\(operation.op.rawValue) \(operand.dump) "
                operand = operation.operand
            }
            return text + operand.dump + String(repeating: ")", count: rest.count)
        }
        var text = rest.reversed().map { "(\($0.op.rawValue) " }.joined() + first.dump
        for operation in rest { text += " \(operation.operand.dump))" }
        return text
    }

    /// A postfix chain as the nested tree it stands for, `(call (call a.b x).c)`, built the
    /// same way.
    private static func dumpChain(_ base: Expression, _ operations: [PostfixOperation]) -> String {
        var text = ""
        for operation in operations.reversed() {
            switch operation.kind {
            case .call: text += "(call "
            case .subscriptCall: text += "(subscript "
            case .postfixRange: text += "("
            case .cast(let kind, _): text += "(\(kind.rawValue) "
            case .member, .argumentLabels, .forceUnwrap, .optionalChain: break
            }
        }
        text += base.dump
        for operation in operations {
            switch operation.kind {
            case .member(let name, _): text += "." + name
            case .call(let arguments), .subscriptCall(let arguments): text += arguments.map { " " + $0.dump }.joined() + ")"
            case .argumentLabels(let labels): text += "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            case .forceUnwrap: text += "!"
            case .optionalChain: text += "?"
            case .postfixRange: text += " ...)"
            case .cast(_, let type): text += " \(type.dump))"
            }
        }
        return text
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

extension KeyPathComponent {
    package var dump: String {
        switch self {
        case .property(let name): return "." + name
        case .optionalChain: return "?"
        case .forceUnwrap: return "!"
        case .subscriptCall(let arguments): return "[" + arguments.map(\.dump).joined(separator: " ") + "]"
        }
    }
}

extension Argument {
    package var dump: String {
        (isTrailingClosure ? "~" : "") + (label.map { "\($0): " } ?? "") + value.dump
    }
}

extension ClosureExpression {
    package var dump: String {
        var text = "(closure"
        if !captures.isEmpty { text += " [" + captures.map { "\($0.name) = \($0.value.dump)" }.joined(separator: " ") + "]" }
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
    package var dump: String {
        switch kind {
        case .named(let name, let arguments): return name + genericDump(arguments)
        case .member(let base, let name, let arguments): return base.dump + "." + name + genericDump(arguments)
        case .optional(let inner): return inner.dump + "?"
        case .implicitlyUnwrapped(let inner): return inner.dump + "!"
        case .array(let element): return "[\(element.dump)]"
        case .dictionary(let key, let value): return "[\(key.dump): \(value.dump)]"
        case .opaque(let inner): return "some \(inner.dump)"
        case .existential(let inner): return "any \(inner.dump)"
        case .tuple(let elements, let labels):
            let parts = elements.indices.map { (($0 < labels.count ? labels[$0] : nil).map { $0 + ": " } ?? "") + elements[$0].dump }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.dump).joined(separator: ", ") + ") -> " + result.dump
        case .invalid: return "<invalid>"
        }
    }

    private func genericDump(_ arguments: [TypeSyntax]) -> String {
        arguments.isEmpty ? "" : "<" + arguments.map(\.dump).joined(separator: ", ") + ">"
    }
}
