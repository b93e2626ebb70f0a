import ScrollworkCore

/// `Transaction` and `withTransaction(_:_:)`: the animation a state change runs with, as a
/// value a script can build and change. `withTransaction` animates like `withAnimation` with the
/// transaction's animation, or not at all when `disablesAnimations` is set.
enum SwiftUITransactionSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Transaction", doc: "The animation of a state change.") { t in
            t.initializer("init()", role: .interaction, doc: "No animation.") { _ in .host(TransactionValue(animation: nil)) }
            t.initializer("init(animation: Animation?)", role: .interaction, doc: "A transaction with this animation.") { a in
                .host(TransactionValue(animation: try SwiftUIAnimationSurface.curve(a[0])))
            }
            t.property("var animation: Animation? { get set }", doc: "The animation of the change; nil for none.",
                       get: { try TransactionValue.read($0).animation.map { .host(AnimationValue($0)) } ?? .none },
                       set: { receiver, value in
                           var changed = try TransactionValue.read(receiver)
                           changed.animation = try SwiftUIAnimationSurface.curve(StateBox.unwrap(value))
                           receiver = .host(TransactionValue(changed))
                       })
            t.property("var disablesAnimations: Bool { get set }", doc: "Whether animations of the change are turned off.",
                       get: { .bool(try TransactionValue.read($0).disablesAnimations) },
                       set: { receiver, value in
                           var changed = try TransactionValue.read(receiver)
                           changed.disablesAnimations = try ValueReaders.bool(value, "disablesAnimations")
                           receiver = .host(TransactionValue(changed))
                       })
        }
        surface.function("func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result",
                         role: .interaction, doc: "Runs body; the layout change its state changes cause moves along the transaction's animation.") { a in
            let transaction = try TransactionValue.read(a[0])
            return try SwiftUIAnimationSurface.run(a[1], animating: transaction.disablesAnimations ? nil : transaction.animation, a)
        }
    }
}

/// A `Transaction` value in a script.
final class TransactionValue: HostObject {
    struct Fields {
        var animation: AnimationCurve?
        var disablesAnimations = false
    }

    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
    convenience init(animation: AnimationCurve?) { self.init(Fields(animation: animation)) }
    var typeName: String { "Transaction" }

    static func read(_ value: Value) throws -> Fields {
        guard case .host(let transaction as TransactionValue) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("Transaction", value))
        }
        return transaction.fields
    }
}
