import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Views and modifiers the loaded files use but none of them declares (`UndeclaredNames`):
/// one file of an app opened alone still shows its screen. Where a view is expected (a
/// statement of a view builder, the view argument of `NavigationLink(destination:)`), a
/// call of such a name is drawn as a placeholder, laid out as `Text` of the name would be,
/// and a modifier of such a name is left off the view; each name gets one located warning.
/// Anywhere else an undeclared name stays an error.
extension Compiler {
    /// Marks the sites of `e`, an expression that gives a view, that name what no loaded file
    /// declares: the callee of its first call (`CellView(color: .red)`) and the modifiers
    /// after it (`.idView(i)`). `namedCall` and the chain loop consult the marks.
    func markPlaceholders(in e: Expression) {
        guard case .postfix(let base, let operations) = e.kind else { return }
        if case .identifier(let name) = base.kind, operations.first?.callArguments != nil,
           undeclared.lacks(name, inFile: base.range.file) {
            placeholderSites.insert(base.range)
        }
        for (index, operation) in operations.enumerated() where index + 1 < operations.count {
            guard case .member(let name, let nameRange) = operation.kind, operations[index + 1].callArguments != nil,
                  undeclared.lacksMember(name), surface.entries(named: name).isEmpty else { continue }
            placeholderSites.insert(nameRange)
        }
    }

    /// The placeholder for `name(…)` at a marked site: `Text(name)`, whose size follows the
    /// text's rules, so the rows around it lay out as they would beside any short label. The
    /// call's arguments are not compiled: what they mean depends on the missing declaration.
    func placeholderView(_ name: String, nameRange: SourceRange) -> Typed {
        warnUndeclared(name, at: nameRange, PlaceholderMessages.view(name))
        let label = Expression(kind: .string([.text(name)]), range: nameRange)
        return initializerCall("Text", [Argument(label: nil, value: label, range: nameRange)], range: nameRange,
                               nameRange: nameRange)
    }

    /// Reports a modifier at a marked site that the view is drawn without.
    func skippedModifier(_ name: String, nameRange: SourceRange) {
        warnUndeclared(name, at: nameRange, PlaceholderMessages.modifier(name))
    }

    private func warnUndeclared(_ name: String, at range: SourceRange, _ message: String) {
        guard warnedUndeclared.insert(name).inserted else { return }
        let closest = NameSuggestions.hint(for: name, in: knownNames(like: name))
        warning(message, at: range, hint: closest.map { "\($0), or load the files that declare '\(name)'" }
            ?? PlaceholderMessages.hint)
    }
}

/// The messages of placeholders, kept beside the code that reports them.
enum PlaceholderMessages {
    static func view(_ name: String) -> String {
        "'\(name)' is not declared in the loaded files; drawn as a placeholder"
    }

    static func modifier(_ name: String) -> String {
        "'\(name)' is not declared in the loaded files; the view is drawn without it"
    }

    static let hint = "load the folder that declares it"

    /// Whether a diagnostic is one of these warnings (a file that has one opens, but is not clean).
    static func isPlaceholder(_ message: String) -> Bool {
        message.hasSuffix("is not declared in the loaded files; drawn as a placeholder")
            || message.hasSuffix("is not declared in the loaded files; the view is drawn without it")
    }
}
