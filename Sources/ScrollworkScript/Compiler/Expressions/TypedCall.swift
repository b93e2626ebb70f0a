import ScrollworkFrontEnd

/// A call of a script function once checked: the overload its arguments fit, where its `self`
/// comes from, and what the call puts into each of its parameters' slots.
struct TypedCall {
    let function: ScriptFunction
    let receiver: Receiver
    let arguments: [TypedArgument]
    /// For a generic function, its type arguments, stored into its hidden slots when it runs and
    /// still to be completed from the type the context expects of the result.
    let genericArguments: GenericArguments?
    let range: SourceRange
}

/// What a call puts into one parameter's slot of the callee's frame.
struct TypedArgument {
    enum Kind {
        /// An argument's value (or a default's), converted to a Double when the parameter is one.
        case value(Eval, asDouble: Bool)
        /// The arguments a variadic parameter takes, gathered into the array the function sees.
        case variadic([Eval], asDouble: Bool)
        /// `&place` for an `inout` parameter: read into the slot, written back after the call.
        case inoutPlace(LValue)
    }

    let slot: Int
    let kind: Kind
}

/// Where a method call's `self` comes from.
enum Receiver {
    case none
    case value(Eval)
    /// A mutating call: the receiver is written back after the call.
    case place(LValue)
    /// An initialiser: `self` starts as the type's defaults.
    case fresh(StructType)
}

/// One associated value of an enum case being made: an argument converted to the value's type,
/// or the case's default for it.
enum TypedAssociatedValue {
    case argument(Eval, convertedTo: StaticType)
    case defaultValue(Eval)
}
