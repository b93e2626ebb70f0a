import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// Plug-ins from REPL input (`behavior …`, `set B.param = …`, transitions written at the
/// prompt), made by the same `PluginFactory` that scene modifiers use.
extension ScriptProgram {
    /// `.paging`, `.viewAligned(limitBehavior: .always)`, `SnapToTop(threshold: 80)`, `.snapToTop`; `none` → nil.
    public func makeTargetBehavior(_ source: String) throws -> (any TargetBehavior)? {
        if source.trimmingCharacters(in: .whitespaces) == "none" { return nil }
        let (value, range) = try evaluate(inputFile(source), expected: .named("ScrollTargetBehavior"), bindings: nil)
        do {
            return try plugins.targetBehavior(value, at: range)
        } catch var diagnostic as Diagnostic {
            if diagnostic.hint == nil {
                diagnostic.hint = NameSuggestions.hint(for: source.trimmingCharacters(in: .whitespaces),
                                                       in: targetBehaviorNames)
            }
            throw diagnostic
        }
    }

    /// The behaviour a spec describes, built from the declarations loaded now (so after a
    /// reload it runs the new code), with a note for each parameter it could not keep.
    /// Throws when the spec's script type is gone or no longer a behaviour.
    public func makeTargetBehavior(_ spec: BehaviorSpec) throws -> RebuiltBehavior {
        try plugins.targetBehavior(spec)
    }

    /// `SelectedItemSticky()` or another `StickyBehavior` struct, as a core sticky rule.
    public func makeStickyRule(_ source: String) throws -> any StickyRule {
        let (value, range) = try evaluateValue(source, bindings: nil)
        guard let rule = try plugins.stickyRule(value, at: range) else {
            let example = stickyBehaviorNames.first ?? "PinSelected"
            throw Diagnostic.error(PluginMessages.notAStickyBehavior(value.typeName, example: example), at: range)
        }
        return rule
    }

    /// A `scrollTransition` closure written in Swift, `{ content, phase in … }`, as a core
    /// effect; folded to the fast path when it has the usual shape, unless `folding` is off.
    public func makeTransitionEffect(_ source: String, folding: Bool = true) throws -> any TransitionEffect {
        try makeScriptTransitionEffect(source, folding: folding)
    }

    func makeScriptTransitionEffect(_ source: String, folding: Bool = true) throws -> ScriptTransitionEffect {
        let input = inputFile(source)
        let (value, range) = try evaluate(input, expected: .unknown, bindings: nil, closureParameters: [.effects, .phase])
        guard case .function(let closure) = value else {
            throw Diagnostic.error("expected a closure { content, phase in … }, found \(value.typeName)", at: range)
        }
        var syntax: ClosureExpression?
        if case .closure(let parsed) = try parseExpression(input).kind { syntax = parsed }
        return plugins.transitionEffect(closure, syntax: syntax, in: input, at: range, folding: folding)
    }

    /// Names and current values of a behaviour's parameters.
    public func parameters(of behavior: any TargetBehavior) -> [(name: String, value: ScriptValue)] {
        if let scripted = behavior as? ScriptTargetBehavior { return scripted.parameters }
        if let aligned = behavior as? ViewAlignedBehavior {
            return [("limitBehavior", .enumCase(type: "ViewAlignedScrollTargetBehavior.LimitBehavior",
                                                name: aligned.limitBehavior.rawValue))]
        }
        return []
    }

    /// A copy of the behaviour with one parameter set to the value of a Swift expression.
    public func setParameter(_ name: String, of behavior: any TargetBehavior, to source: String) throws -> any TargetBehavior {
        let input = inputFile(source)
        if behavior is ViewAlignedBehavior, name == "limitBehavior" {
            let expression = source.trimmingCharacters(in: .whitespaces)
            let symbol = expression.hasPrefix(".") ? String(expression.dropFirst()) : expression
            guard let limit = ViewAlignedBehavior.LimitBehavior(rawValue: symbol) else {
                let names = ViewAlignedBehavior.LimitBehavior.allCases.map(\.rawValue)
                throw Diagnostic.error("'\(expression)' is not a limit behaviour", at: input.fullRange,
                                       hint: NameSuggestions.hint(for: symbol, in: names))
            }
            return ViewAlignedBehavior(limitBehavior: limit)
        }
        guard let scripted = behavior as? ScriptTargetBehavior else {
            throw Diagnostic.error("\(behavior.displayName) has no parameter '\(name)'", at: input.fullRange)
        }
        let type = scripted.type
        guard let index = type.fieldIndex[name] else {
            throw Diagnostic.error("\(type.name) has no parameter '\(name)'", at: input.fullRange,
                                   hint: NameSuggestions.hint(for: name, in: type.fieldNames))
        }
        if type.fieldIsLet[index] && type.fieldDefaults[index] != nil {
            throw Diagnostic.error("'\(name)' is a 'let' constant with a value; it is not a parameter", at: input.fullRange)
        }
        let fieldType = type.fieldTypes[index]
        let value = coerce(try evaluate(input, expected: fieldType, bindings: nil).value, to: fieldType)
        if let kind = fieldType.unwrapped.kind, !(value.isNil && fieldType != fieldType.unwrapped), ValueKind(value) != kind {
            throw Diagnostic.error("cannot set '\(name)' of type '\(fieldType.name)' to a value of type '\(value.typeName)'",
                                   at: input.fullRange)
        }
        var fields = scripted.fields
        fields[index] = value
        return scripted.with(fields: fields)
    }
}
