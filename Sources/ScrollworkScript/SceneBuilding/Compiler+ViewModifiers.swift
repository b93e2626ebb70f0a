import Foundation
import ScrollworkCore
import ScrollworkScene

extension Compiler {
    /// `view.padding()`, `view.onTapGesture { … }`: a modifier of SPEC §6 on a view. Known
    /// names are resolved per value (the same names on a transition's `content` proxy are its
    /// effects); an unknown name on something that is clearly a view is a located warning.
    func viewModifierCall(_ base: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                          range: SourceRange, looksLikeView: () -> Bool) -> Typed? {
        guard let kind = ViewModifiers.kind(of: name) else {
            guard looksLikeView() else { return nil }
            warning(SceneMessages.unsupportedModifier(name), at: nameRange)
            return Typed(base.eval, .unknown)
        }
        let receiver = base.eval
        if kind == .visual {
            // No layout effect; the arguments (colours, fonts, styles) are not evaluated.
            return Typed({ f in
                let value = try receiver(f)
                guard ViewConversion.isView(value) else {
                    throw Diagnostic.error("'\(name)' needs a view, not a value of type '\(value.typeName)'", at: nameRange)
                }
                return value
            }, .unknown)
        }
        let evals = arguments.map { argument -> Eval in
            if ViewModifiers.builderModifiers.contains(name), argument.label == nil || argument.label == "content" {
                return viewArgument(argument.value)
            }
            return expression(argument.value).eval
        }
        let labels = arguments.map(\.label)
        let members = Members(machine: machine)
        var cachedKind: ValueKind?
        var cached: MethodImpl?
        let appends = ViewModifiers.appendingModifiers.contains(name)
        return Typed({ f in
            var value = try receiver(f)
            let values = try evals.map { try $0(f) }
            let args = ViewArguments(labels: labels, values: values)
            if appends, try located(range, { try ViewModifiers.append(name, to: &value, args) }) { return value }
            if let result = try located(range, { try ViewModifiers.apply(name, to: value, args, range: range) }) {
                return result
            }
            // Not a view: the value's own method (`content.opacity(…)` in a scroll transition).
            let valueKind = ValueKind(value)
            if valueKind != cachedKind || cached == nil {
                guard let method = members.method(valueKind, name, labels: labels, range: nameRange), !method.isMutating else {
                    throw Diagnostic.error("value of type '\(value.typeName)' has no member '\(name)'", at: nameRange)
                }
                cachedKind = valueKind
                cached = method
            }
            return try located(range) { try cached?.call(&value, values) ?? .none }
        }, .unknown)
    }

    /// Whether a chain is plainly a view: a view initialiser (or `Color.red`), perhaps with
    /// modifiers, that is `View(…)` followed by `.name(…)` pairs.
    func looksLikeView(_ base: Expression, _ operations: ArraySlice<PostfixOperation>) -> Bool {
        guard case .identifier(let name) = base.kind, let first = operations.first else { return false }
        var index = operations.startIndex + 1
        if first.callArguments != nil {
            if let type = types[name] {
                guard type.conforms(to: "View") else { return false }
            } else if !ViewConstructors.names.contains(name), !ViewConstructors.unsupported.contains(name) {
                return false
            }
        } else if first.memberName == nil || name != "Color" {
            return false
        }
        while index < operations.endIndex {
            guard operations[index].memberName != nil, index + 1 < operations.endIndex,
                  operations[index + 1].callArguments != nil else { return false }
            index += 2
        }
        return true
    }
}
