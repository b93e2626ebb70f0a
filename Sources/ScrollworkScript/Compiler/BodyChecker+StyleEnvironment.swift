import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// The last `.buttonStyle(…)`, `.labelStyle(…)`, `.controlSize(…)`, `.gaugeStyle(…)`, `.pickerStyle(…)`, `.toggleStyle(…)`, `.progressViewStyle(…)`, `.groupBoxStyle(…)`, `.textFieldStyle(…)`, `.menuStyle(…)`, `.formStyle(…)`, `.controlGroupStyle(…)`,
    /// `.tabViewStyle(…)`, `.labelsHidden()` or `.redacted(reason:)` of a chain, if any: its step's
    /// index. Each puts a value in the environment of the views the chain before it builds.
    func styleSplit(_ operations: [PostfixOperation]) -> Int? {
        guard operations.count >= 2 else { return nil }
        for index in stride(from: operations.count - 2, through: 0, by: -1) {
            guard let name = operations[index].memberName, let arguments = operations[index + 1].callArguments else { continue }
            let isStyle = Self.styleProtocols[name] != nil && arguments.count == 1 && arguments[0].label == nil
            let isFlag = name == ControlViews.labelsHiddenKey && arguments.isEmpty
            let isRedaction = name == "redacted" && arguments.count == 1 && arguments[0].label == "reason"
            if isStyle || isFlag || isRedaction { return index }
        }
        return nil
    }

    /// What each style modifier's argument conforms to, for its implicit members (`.bordered`);
    /// `buttonStyle` takes either kind of button style, as its two overloads do.
    static let styleProtocols = ["buttonStyle": ["PrimitiveButtonStyle", "ButtonStyle"], "labelStyle": ["LabelStyle"],
                                  "controlSize": ["ControlSize"], "gaugeStyle": ["GaugeStyle"], "pickerStyle": ["PickerStyle"], "toggleStyle": ["ToggleStyle"],
                                  "progressViewStyle": ["ProgressViewStyle"], "groupBoxStyle": ["GroupBoxStyle"],
                                  "textFieldStyle": ["TextFieldStyle"], "menuStyle": ["MenuStyle"],
                                  "formStyle": ["FormStyle"], "controlGroupStyle": ["ControlGroupStyle"],
                                  TabViewValue.styleKey: ["TabViewStyle"]]

    /// `X.buttonStyle(style)…`: as `environmentChain` does for `.environment(\.key, value)`, the
    /// style is evaluated first and `X` (with every button and label its builders make) inside
    /// it, so a style reaches the rows of a list built later; then the rest of the chain.
    /// `.labelsHidden()` writes `true` the same way; `.redacted(reason:)` adds its reason
    /// (`redactionChain`).
    func styleChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int, expected: StaticType) -> TypedExpression {
        let call = operations[split + 1]
        guard let name = operations[split].memberName else { return .noValue }
        if name == "redacted", let argument = call.callArguments?.first { return redactionChain(base, operations, at: split, argument, expected: expected) }
        let value: Eval
        var implicit = true
        if let protocols = Self.styleProtocols[name], let argument = call.callArguments?.first {
            implicit = Self.startsWithImplicitMember(argument.value)
            value = expression(argument.value, expected: implicit ? .named(implicitStyleProtocol(protocols, argument.value)) : .unknown).eval
        } else {
            value = { _ in .bool(true) }
        }
        // The overload the argument picks: a built-in style (an implicit member) or a script's.
        let overloads = surface.members(of: "View", named: name)
        let entry = implicit || overloads.count == 1 ? overloads.first : overloads.last
        if let entry { SurfaceUsage.shared.record(entry) }
        return environmentScopedChain(base, operations, at: split, expected: expected) { .style(name: name, value: value) }
    }

    /// `X.redacted(reason: .placeholder)…`: `X` is built with the reason added to the
    /// environment's `redactionReasons`, which its views read (the redaction itself is drawn only).
    private func redactionChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int, _ argument: Argument,
                                expected: StaticType) -> TypedExpression {
        let reason = expression(argument.value, expected: .named("RedactionReasons")).eval
        if let entry = surface.members(of: "View", named: "redacted").first { SurfaceUsage.shared.record(entry) }
        return environmentScopedChain(base, operations, at: split, expected: expected) {
            .value(reason) { runtime, given in
                let key = SceneEnvironment.redactionReasonsKey
                let current = runtime.environment.value(key, runtime: runtime)
                guard case .int(let bits) = current, case .int(let added) = given else { return runtime.environment.overriding(key, with: given) }
                return runtime.environment.overriding(key, with: .int(bits | added))
            }
        }
    }

    /// The protocol whose static members an implicit style names: the first that has it, the
    /// framework's or one the app adds (`extension ButtonStyle where Self == PillStyle { static
    /// func pill() … }` for `.buttonStyle(.pill())`).
    private func implicitStyleProtocol(_ protocols: [String], _ argument: Expression) -> String {
        guard let name = Self.implicitMemberName(argument) else { return protocols[0] }
        return protocols.first { !surface.statics(of: $0, named: name).isEmpty || scriptDeclaresStatic(name, reachableFrom: $0) } ?? protocols[0]
    }

    /// The implicit member a chain starts from (`pill` of `.pill(isOn: true)`).
    private static func implicitMemberName(_ expression: Expression) -> String? {
        if case .postfix(let base, _) = expression.kind { return implicitMemberName(base) }
        return expression.implicitMemberName
    }

    /// `.bordered`, `.roundedRectangle(radius: 8)`: a value named from the expected type.
    static func startsWithImplicitMember(_ expression: Expression) -> Bool { implicitMemberName(expression) != nil }
}
