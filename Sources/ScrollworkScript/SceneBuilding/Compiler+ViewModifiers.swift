import Foundation
import ScrollworkCore
import ScrollworkScene

extension Compiler {
    /// `view.padding()`, `view.onTapGesture { … }`: a modifier of SPEC §6 on a view. Known
    /// names are resolved per value (the same names on a transition's `content` proxy are its
    /// effects); an unknown name on something that is clearly a view is a located warning.
    func viewModifierCall(_ base: Expression, _ name: String, _ arguments: [Argument], nameRange: SourceRange,
                          range: SourceRange) -> Typed? {
        guard let kind = ViewModifiers.kind(of: name) else {
            guard looksLikeView(base) else { return nil }
            warning(SceneMessages.unsupportedModifier(name), at: nameRange)
            return Typed(expression(base).eval, .unknown)
        }
        let receiver = expression(base).eval
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
        let rowIndependent = name == "scrollTransition" ? arguments.firstIndex {
            if case .closure(let closure) = $0.value.kind { return readsNothingAround(closure) }
            return false
        } : nil
        let members = Members(machine: machine)
        var cachedKind: ValueKind?
        var cached: MethodImpl?
        let appends = ViewModifiers.appendingModifiers.contains(name)
        return Typed({ f in
            var value = try receiver(f)
            let values = try evals.map { try $0(f) }
            var args = ViewArguments(labels: labels, values: values)
            if let rowIndependent, case .function(let closure) = values[rowIndependent] { args.rowIndependentClosure = closure }
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

    /// Whether an expression is plainly a view: a view initialiser, perhaps with modifiers.
    func looksLikeView(_ e: Expression) -> Bool {
        switch e.kind {
        case .call(let callee, _):
            switch callee.kind {
            case .identifier(let name):
                if let type = types[name] { return type.conforms(to: "View") }
                return ViewConstructors.names.contains(name) || ViewConstructors.unsupported.contains(name)
            case .member(let inner, _, _):
                return looksLikeView(inner)
            default:
                return false
            }
        case .member(let inner, _, _):
            if case .identifier("Color") = inner.kind { return true }
            return false
        default:
            return false
        }
    }
}
