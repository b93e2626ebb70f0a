import ScrollworkFrontEnd

/// A call of an entry of the API surface once checked (`Text("a")`, `min(a, b)`, `items.append(x)`,
/// `view.padding()`): what the entry's body does with its receiver, and the code of its arguments
/// in the entry's parameter order (defaults filled in, variadic ones gathered into an array).
struct TypedSurfaceCall {
    let name: String
    let body: SurfaceCallBody
    let arguments: [Eval]
    let result: StaticType
    let range: SourceRange
}

/// How a checked surface call runs: the entry's body with the receiver it takes.
enum SurfaceCallBody {
    /// A free or static function, or an initialiser.
    case function((SurfaceArguments) throws -> Value)
    /// A method, given the receiver's value.
    case method((Value, SurfaceArguments) throws -> Value, receiver: Eval)
    /// A method that consumes its receiver and gives the changed value back (a view's modifier).
    case transform((inout Value, SurfaceArguments) throws -> Void, receiver: Eval)
    /// A visual effect folded into the receiver (a transition's `content`, a view's body effects).
    case effect(SurfaceEffect, receiver: Eval)
    /// A mutating method, changing the receiver where it is.
    case mutating((inout Value, SurfaceArguments) throws -> Value, place: LValue)
    /// `print`, `debugPrint`: written to the session, with the separator and terminator given.
    case print(SurfaceSpecialForm)
}

/// A surface call with `inout` arguments (`Int.random(in: 1...6, using: &generator)`): each is
/// copied from its place before the body runs and back into it afterwards, as Swift does.
struct TypedSurfaceInoutCall {
    /// How it runs: the three bodies that take `inout` arguments.
    enum Body {
        case function((SurfaceArguments) throws -> Value)
        case method((Value, SurfaceArguments) throws -> Value, receiver: Eval)
        case mutating((inout Value, SurfaceArguments) throws -> Value, place: LValue)
    }

    /// An `&place` argument and the position of its parameter.
    struct Place {
        let position: Int
        let place: LValue
    }

    let body: Body
    /// Every argument in parameter order, an `inout` one as its place's read.
    let arguments: [Eval]
    let places: [Place]
    let result: StaticType
    let range: SourceRange
}
