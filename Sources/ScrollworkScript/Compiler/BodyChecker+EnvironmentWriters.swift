import ScrollworkCore
import ScrollworkFrontEnd

extension BodyChecker {
    /// A SwiftUI modifier that, besides its own effect, writes an environment value the views
    /// inside it read: `.disabled(true)` turns `\.isEnabled` off (a custom button style greys
    /// itself), `.minimumScaleFactor(0.5)` is `\.minimumScaleFactor`, and so on.
    struct EnvironmentWriter {
        /// The environment value it writes.
        let key: String
        /// The type of the modifier's argument.
        let argumentType: StaticType
        /// The value the views inside read, from what is in force and the argument.
        let written: (_ current: Value, _ argument: Value) -> Value
    }

    static let environmentWriters: [String: EnvironmentWriter] = {
        func plain(_ key: String, _ type: StaticType) -> EnvironmentWriter {
            EnvironmentWriter(key: key, argumentType: type) { _, argument in argument }
        }
        return [
            // `disabled(false)` inside a disabled view enables nothing: the two combine.
            "disabled": EnvironmentWriter(key: "isEnabled", argumentType: .bool) { current, argument in
                if case .bool(false) = current { return current }
                if case .bool(true) = argument { return .bool(false) }
                return .bool(true)
            },
            "minimumScaleFactor": plain("minimumScaleFactor", .double),
            "lineSpacing": plain("lineSpacing", .double),
            "allowsTightening": plain("allowsTightening", .bool),
            "imageScale": plain("imageScale", .named("Image.Scale")),
            "headerProminence": plain("headerProminence", .named("Prominence")),
            "menuIndicator": plain("menuIndicatorVisibility", .named("Visibility")),
            "multilineTextAlignment": plain("multilineTextAlignment", .named("TextAlignment")),
            "truncationMode": plain("truncationMode", .named("Text.TruncationMode")),
        ]
    }()

    /// The last step of a chain that is such a modifier with its one argument, if any.
    func environmentWriterSplit(_ operations: [PostfixOperation]) -> Int? {
        guard operations.count >= 2 else { return nil }
        for index in stride(from: operations.count - 2, through: 0, by: -1) {
            guard let name = operations[index].memberName, Self.environmentWriters[name] != nil,
                  let arguments = operations[index + 1].callArguments, arguments.count == 1, arguments[0].label == nil else { continue }
            return index
        }
        return nil
    }

    /// `X.disabled(flag)…`: `X` is built inside the environment the modifier writes, then the
    /// modifier itself and the rest of the chain are applied to it. The argument is evaluated
    /// for the environment and again by the modifier, as these modifiers take plain values.
    func environmentWriterChain(_ base: Expression, _ operations: [PostfixOperation], at split: Int,
                                expected: StaticType) -> TypedExpression {
        guard let name = operations[split].memberName, let writer = Self.environmentWriters[name],
              let argument = operations[split + 1].callArguments?.first else { return .noValue }
        let inner = split == 0 ? expression(base) : expressionLowering.lower(postfixChain(base, Array(operations[..<split]), expected: .unknown))
        let value = expression(argument.value, expected: writer.argumentType).eval
        let scoped = TypedExpression.environmentScope(.value(value) { runtime, given in
            let current = runtime.environment.value(writer.key, runtime: runtime)
            return runtime.environment.overriding(writer.key, with: writer.written(current, given))
        }, view: inner.eval, type: inner.type, range: operations[split + 1].range)
        return postfixChain(base, Array(operations[split...]), expected: expected, head: scoped)
    }
}
