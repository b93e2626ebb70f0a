import ScrollworkCore
import ScrollworkFrontEnd

/// One name a script can reach without declaring it: a function, initialiser, property,
/// method, modifier or enum case of Swift, Foundation, CoreGraphics, SwiftUI, UIKit or the
/// REPL session, with its real Swift signature, what it does and how it runs.
///
/// The compiler, completion, `help`, the "did you mean" lists and the test that proves
/// nothing is silently ignored all read these entries.
struct SurfaceEntry {
    let owner: SurfaceOwner
    let name: String
    /// The declaration exactly as Swift writes it: `func frame(width: CGFloat? = nil, …) -> some View`.
    let declaration: String
    var signature: SurfaceSignature
    let role: SurfaceRole
    let doc: String
    let body: SurfaceBody
    /// Where the entry was registered, so two providers cannot claim one signature silently.
    let provider: String
    /// The same function on plain numbers, for arguments that are always numbers: `abs(x)`
    /// and `min(a, b)` in a behaviour then pass no boxed values and build no argument list.
    var numeric: SurfaceNumeric?
    /// Parameters whose argument must be a number, checked when the call is compiled, where a
    /// generic constraint (`F.FormatInput` of a number format style) says so: `Text(item,
    /// format: .number)` with a struct is an error, as swiftc makes it.
    var numberParameters: [Int] = []
    /// What a use does not do that SwiftUI's would, said where it is used as a located
    /// warning: `NavigationLink` shows its label, but a tap navigates nowhere.
    var caveat: String?

    /// The entry with every parameter of a generic type (a name no type of the surface has,
    /// such as `Element`) marked as able to take a closure, unless a number constraint says it
    /// is a number (`total: V` of `V: BinaryFloatingPoint`, which a trailing closure skips).
    func resolvingClosureParameters(in surface: Surface) -> SurfaceEntry {
        var copy = self
        for index in copy.signature.parameters.indices {
            let type = copy.signature.parameters[index].type
            guard case .named(let name, _) = type.kind, !name.contains("."),
                  surface.type(named: name) == nil, BuiltinTypes.scalarTypes[name] == nil,
                  !Self.numberConstraints.contains((signature.genericConstraints[name] ?? nil) ?? "") else { continue }
            copy.signature.parameters[index].acceptsClosure = true
        }
        return copy
    }

    private static let numberConstraints: Set<String> = ["BinaryFloatingPoint", "BinaryInteger", "FloatingPoint", "Numeric"]

    /// `CGRect.offsetBy(dx:dy:)`, `View.padding(_:_:)`, `min(_:_:)`: how messages and `help` name it.
    var qualifiedName: String {
        let base: String
        switch owner {
        case .global: base = ""
        case .type(let type), .instance(let type): base = type + "."
        }
        guard signature.isCallable else { return base + name }
        return base + ScriptFunction.compoundName(name, labels: signature.parameters.map(\.label))
    }
}

/// Where a name is reached from.
enum SurfaceOwner: Hashable {
    /// A free function or global value: `min`, `print`, `withAnimation`.
    case global
    /// A static member or initialiser (`init`) of a type: `CGRect.zero`, `Color.red`, `Text(_:)`.
    case type(String)
    /// A property or method of a value of the type, or of any type conforming to the
    /// protocol: `rect.minY`, `view.padding()` (owner `View`).
    case instance(String)
}

/// What an entry does, as `help` and the ignored-name test read it.
enum SurfaceRole: String {
    /// Computes a value (math, geometry, collections, formatting).
    case value
    /// Builds a view.
    case view
    /// Changes sizes or places in the layout.
    case layout
    /// Configures a scroll view or marks scroll content.
    case scroll
    /// Reacts to gestures, taps, state or the simulation's events.
    case interaction
    /// A visual effect the viewport and `items` show (scale, opacity, offset …).
    case effect
    /// Purely visual in SwiftUI (colours, fonts, corner radii): accepted, no layout effect.
    case visual
    /// A name the REPL session defines for `print` and `expect`.
    case session
    /// A SwiftUI name scrollwork knows but does not simulate: a located warning, left out.
    case unsupported
}

/// How an entry runs. Arguments come in parameter order, defaults filled in and variadic
/// arguments gathered into one array.
enum SurfaceBody {
    /// A static value: `CGRect.zero`, `Double.pi`, an enum case.
    case constant(Value)
    /// An instance property, read-only.
    case getter((Value) throws -> Value)
    /// A read-only property whose value is the running scene's (`Date.now`, `UIScreen.main.bounds`):
    /// read with the reading code's context.
    case sceneGetter((Value, ScriptContext?) throws -> Value)
    /// An instance property that can be assigned (`rect.origin.y = 0`).
    case accessor(get: (Value) throws -> Value, set: (inout Value, Value) throws -> Void)
    /// A free or static function, or an initialiser.
    case function((SurfaceArguments) throws -> Value)
    /// An instance method: the receiver, then the arguments.
    case method((Value, SurfaceArguments) throws -> Value)
    /// A mutating instance method (`append`, `toggle`).
    case mutating((inout Value, SurfaceArguments) throws -> Value)
    /// A method that consumes its receiver and gives the changed value back (`padding()` on a
    /// view just built changes it in place instead of copying it).
    case transform((inout Value, SurfaceArguments) throws -> Void)
    /// A visual effect, folded into a transition's `content` proxy or a view's body effects.
    case effect(SurfaceEffect)
    /// Calls the compiler compiles itself because they need the caller's context
    /// (`print` writes to the session, `withAnimation` runs its closure in an animation).
    case special(SurfaceSpecialForm)
    /// Accepted and passed through (`visual` modifiers), or left out (`unsupported`).
    case passThrough
}

/// The calls compiled by hand; each is declared with its real signature like any other entry.
enum SurfaceSpecialForm {
    case print
    /// `debugPrint`: as `print`, with each string quoted as its `debugDescription` is.
    case debugPrint
}

/// A math function on unboxed Doubles.
enum SurfaceNumeric {
    case unary((Double) -> Double)
    case binary((Double, Double) -> Double)
}

/// A call's arguments in parameter order (defaults filled in, variadic ones gathered into an
/// array), where the call is, for errors raised later (a `ForEach` row built on demand), and
/// the context of the code that calls (its scene, services and budgets).
struct SurfaceArguments {
    let values: [Value]
    let range: SourceRange
    /// The caller's frame's: kept alive by whoever started the call.
    unowned(unsafe) let context: ScriptContext?
    /// For an entry with `inout` parameters (`random(in:using:)`), what the body leaves in
    /// them, written back to the caller's places after it.
    let inouts: InoutArguments?

    init(values: [Value], range: SourceRange, context: ScriptContext?, inouts: InoutArguments? = nil) {
        self.values = values
        self.range = range
        self.context = context
        self.inouts = inouts
    }

    subscript(index: Int) -> Value { values[index] }
}

/// The values of a call's `inout` arguments by parameter position, changed by the entry's body.
final class InoutArguments {
    var values: [Value]

    init(_ values: [Value]) { self.values = values }
}

/// How a visual effect changes an item's effects; `number` is the same for a single plain
/// number argument, so a folded transition closure (`content.opacity(x)`) passes it unboxed.
struct SurfaceEffect {
    let apply: (inout ItemEffects, SurfaceArguments) throws -> Void
    var number: ((inout ItemEffects, Double) -> Void)?
}
