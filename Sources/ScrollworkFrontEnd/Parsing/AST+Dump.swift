// A compact one-line s-expression form of the tree, for tests and debugging. Ranges are
// left out; they are checked separately.

extension SourceUnit {
    /// One declaration per line.
    package var dump: String { declarations.map(\.dump).joined(separator: "\n") }
}

extension Declaration {
    package var dump: String {
        var head: [String] = attributes.map(\.dump) + modifiers.map { modifier in
            modifier.detail.map { "\(modifier.kind.rawValue)(\($0))" } ?? modifier.kind.rawValue
        }
        head.append(kind.dump)
        return "(" + head.joined(separator: " ") + ")"
    }
}

extension GenericParameter {
    package var dump: String { name + (constraint.map { ": \($0.dump)" } ?? "") }
}

extension Attribute {
    package var dump: String {
        arguments.isEmpty ? "@\(name)" : "@\(name)(\(arguments.map(\.dump).joined(separator: " ")))"
    }
}

extension DeclarationKind {
    package var dump: String {
        switch self {
        case .importDecl(let decl):
            return "import " + decl.path.joined(separator: ".")
        case .structDecl(let decl):
            var head = "\(decl.isActor ? "actor" : decl.kind.rawValue) \(decl.name)"
            if !decl.genericParameters.isEmpty { head += "<" + decl.genericParameters.map(\.dump).joined(separator: ", ") + ">" }
            var parts = [head] + inheritanceDump(decl.inheritance)
            if !decl.whereClause.isEmpty {
                parts.append("(where " + decl.whereClause.map(\.dump).joined(separator: ", ") + ")")
            }
            return (parts + decl.members.map(\.dump)).joined(separator: " ")
        case .enumCase(let elements):
            return "case " + elements.map { element in
                var text = element.name
                if !element.associatedValues.isEmpty { text += "(" + element.associatedValues.map(\.dump).joined(separator: " ") + ")" }
                if let raw = element.rawValue { text += " = \(raw.dump)" }
                return text
            }.joined(separator: ", ")
        case .associatedType(let name, let constraint):
            return "associatedtype \(name)" + (constraint.map { ": \($0.dump)" } ?? "")
        case .deinitializer:
            return "deinit"
        case .extensionDecl(let decl):
            var parts = ["extension \(decl.extendedType.dump)"] + inheritanceDump(decl.inheritance)
            if !decl.whereClause.isEmpty {
                parts.append("(where " + decl.whereClause.map(\.dump).joined(separator: ", ") + ")")
            }
            return (parts + decl.members.map(\.dump)).joined(separator: " ")
        case .function(let decl):
            var text = "func \(decl.name)"
            if !decl.genericParameters.isEmpty { text += "<" + decl.genericParameters.map(\.dump).joined(separator: ", ") + ">" }
            text += " (" + decl.parameters.map(\.dump).joined(separator: " ") + ")"
            if let result = decl.returnType { text += " -> \(result.dump)" }
            if !decl.whereClause.isEmpty { text += " (where " + decl.whereClause.map(\.dump).joined(separator: ", ") + ")" }
            return decl.hasBody ? text + " " + decl.body.dump : text
        case .initializer(let decl):
            var text = "init" + (decl.isFailable ? "?" : "")
            if !decl.genericParameters.isEmpty { text += "<" + decl.genericParameters.map(\.dump).joined(separator: ", ") + ">" }
            text += " (" + decl.parameters.map(\.dump).joined(separator: " ") + ") "
            if !decl.whereClause.isEmpty { text += "(where " + decl.whereClause.map(\.dump).joined(separator: ", ") + ") " }
            return text + decl.body.dump
        case .variable(let decl):
            var text = (decl.isAsync ? "async " : "") + (decl.isLet ? "let " : "var ") + (decl.pattern?.dump ?? decl.name)
            if let type = decl.type { text += ": \(type.dump)" }
            if let value = decl.initializer { text += " = \(value.dump)" }
            for accessor in decl.accessors {
                text += " (\(accessor.kind.rawValue)\(accessor.parameterName.map { "(\($0))" } ?? "") \(accessor.body.dump))"
            }
            return text
        case .typeAlias(let decl):
            let generics = decl.genericParameters.isEmpty ? "" : "<" + decl.genericParameters.map(\.dump).joined(separator: ", ") + ">"
            return "typealias \(decl.name)\(generics) = \(decl.type.dump)"
        case .preview(let decl):
            let arguments = decl.arguments.map(\.dump).joined(separator: " ")
            return "#Preview" + (arguments.isEmpty ? "" : "(\(arguments))") + " " + decl.body.dump
        case .invalid:
            return "<invalid>"
        }
    }

    private func inheritanceDump(_ types: [TypeSyntax]) -> [String] {
        types.isEmpty ? [] : ["(: " + types.map(\.dump).joined(separator: " ") + ")"]
    }
}

extension GenericRequirement {
    package var dump: String { "\(left.dump) \(kind == .sameType ? "==" : ":") \(right.dump)" }
}

extension Parameter {
    package var dump: String {
        var text = "(" + (label ?? "_")
        if label != name { text += " \(name)" }
        text += ": " + attributes.map { $0.dump + " " }.joined() + (isInout ? "inout " : "") + type.dump
        if let value = defaultValue { text += " = \(value.dump)" }
        return text + ")"
    }
}

extension Block {
    package var dump: String {
        statements.isEmpty ? "{}" : "{" + statements.map(\.dump).joined(separator: " ") + "}"
    }
}

extension Statement {
    package var dump: String {
        switch kind {
        case .expression(let expression): return expression.dump
        case .declaration(let declaration): return declaration.dump
        case .assignment(let target, let op, let value): return "(\(op.rawValue) \(target.dump) \(value.dump))"
        case .ifStatement(let statement): return statement.dump
        case .guardStatement(let conditions, let body):
            return "(guard \(conditions.map(\.dump).joined(separator: " ")) else \(body.dump))"
        case .forIn(let loop):
            let awaits = loop.awaits.map { $0.isThrowing ? "try await " : "await " } ?? ""
            var text = "(for \(awaits)\(loop.pattern.dump) in \(loop.sequence.dump)"
            if let condition = loop.whereClause { text += " where \(condition.dump)" }
            return text + " \(loop.body.dump))"
        case .whileLoop(let conditions, let body):
            return "(while \(conditions.map(\.dump).joined(separator: " ")) \(body.dump))"
        case .repeatWhile(let body, let condition): return "(repeat \(body.dump) while \(condition.dump))"
        case .switchStatement(let statement):
            return "(switch \(statement.subject.dump) " + statement.cases.map(\.dump).joined(separator: " ") + ")"
        case .breakStatement: return "(break)"
        case .continueStatement: return "(continue)"
        case .fallthroughStatement: return "(fallthrough)"
        case .returnStatement(let value): return value.map { "(return \($0.dump))" } ?? "(return)"
        case .doStatement(let body, let catches):
            return "(do \(body.dump)" + catches.map { " (catch\($0.items.map { " " + $0.pattern.dump }.joined()) \($0.body.dump))" }.joined() + ")"
        case .throwStatement(let value): return "(throw \(value.dump))"
        case .deferStatement(let body): return "(defer \(body.dump))"
        case .invalid: return "<invalid>"
        }
    }
}

extension IfStatement {
    package var dump: String {
        var text = "(if \(conditions.map(\.dump).joined(separator: " ")) \(thenBody.dump)"
        switch elseBranch {
        case .elseIf(let statement)?: text += " else \(statement.dump)"
        case .elseBlock(let block)?: text += " else \(block.dump)"
        case nil: break
        }
        return text + ")"
    }
}

extension Condition {
    package var dump: String {
        switch kind {
        case .expression(let expression): return expression.dump
        case .optionalBinding(let isLet, let name, _, let type, let value):
            var text = "(\(isLet ? "let" : "var") \(name)"
            if let type { text += ": \(type.dump)" }
            if let value { text += " = \(value.dump)" }
            return text + ")"
        case .casePattern(let pattern, let value): return "(case \(pattern.dump) = \(value.dump))"
        }
    }
}

extension SwitchCase {
    package var dump: String {
        let label = isDefault ? "default" : "case " + items.map { item in
            item.pattern.dump + (item.whereClause.map { " where \($0.dump)" } ?? "")
        }.joined(separator: ", ")
        return "(\(label): " + body.map(\.dump).joined(separator: " ") + ")"
    }
}

extension Pattern {
    package var dump: String {
        switch kind {
        case .wildcard: return "_"
        case .binding(let name): return name
        case .valueBinding(let isLet, let inner): return "(\(isLet ? "let" : "var") \(inner.dump))"
        case .tuple(let elements): return "(tuple " + elements.map(\.dump).joined(separator: " ") + ")"
        case .enumCase(let type, let name, let arguments):
            let parts = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.pattern.dump }
            return "(case \(type?.dump ?? "").\(name) " + parts.joined(separator: " ") + ")"
        case .optional(let inner): return inner.dump + "?"
        case .isType(let type): return "(is \(type.dump))"
        case .cast(let inner, let type): return "(\(inner.dump) as \(type.dump))"
        case .expression(let expression): return expression.dump
        }
    }
}
