import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A compiled function, method, initialiser, accessor or closure body.
///
/// Created when its declaration is collected and filled in when compiled, so calls
/// compiled earlier (recursion, calls to functions declared further down) can point at it.
///
/// What a call reads (slots, types, frame size, body) is written only while compiling,
/// before any call runs, so those properties are exempt from the run-time exclusivity
/// checks every read of a class's `var` would otherwise pay on each call.
final class ScriptFunction {
    let name: String
    let range: SourceRange
    /// Argument labels callers write, nil for `_`.
    var labels: [String?] = []
    /// The slot each argument is stored into.
    @exclusivity(unchecked) var parameterSlots: [Int] = []
    var inoutFlags: [Bool] = []
    /// The variadic parameter (`_ values: Int...`), if any: its arguments arrive as an array.
    var variadicParameter: Int?
    /// Declared parameter types, for converting Int arguments to Double parameters.
    @exclusivity(unchecked) var parameterTypes: [StaticType] = []
    /// Default argument values, evaluated in the caller's context.
    var defaults: [Eval?] = []
    /// Parameters whose default is `#file`, `#line`…: expanded where the function is called.
    var callerSiteDefaults: [Int: MagicIdentifier] = [:]
    @exclusivity(unchecked) var returnType: StaticType = .void
    var isMutating = false
    /// Declared `throws`: a call must be marked with `try`.
    var isThrowing = false
    /// Closure parameters written `$item`: each gets a binding, and `item` its value.
    var bindingParameters: [(binding: Int, value: Int)] = []
    /// Parameters declared `@ViewBuilder`: a closure passed for one builds views.
    var viewBuilderParameters: Set<Int> = []
    /// Which parameters of a function-typed parameter are `inout` (`(inout State) -> Void`), by
    /// position: a closure passed for it may change them.
    var inoutClosureParameters: [Int: [Bool]] = [:]
    /// Parameters declared `@autoclosure`: the argument written is the body of a closure, run
    /// when the function calls it (`LazyView(Detail())` makes no `Detail` until its body runs).
    var autoclosureParameters: Set<Int> = []
    /// Parameters declared with an app's own `@resultBuilder`: a closure given is built by it.
    var resultBuilderParameters: [Int: StructType] = [:]
    /// Generic parameters (`T` of `func decode<T>`) and the hidden slots each call stores the
    /// type it binds them to (`GenericArguments`).
    var genericSlots: [(name: String, slot: Int)] = []
    /// The element type the extension declaring it requires (`extension Array where Element ==
    /// MovieEntity`), which picks among methods of one name and shape by the receiver's elements.
    var elementConstraint: StaticType?
    /// The `Output` of the publisher its declared result type names (`[T]` of
    /// `-> AnyPublisher<[T], Error>`), which fixes what its callers' chains leave open.
    var publisherOutput: StaticType?
    /// Parameters declared `T.Type` of a generic parameter: their argument is the type itself.
    var metatypeParameters: [Int: String] = [:]
    /// Parameters declared the metatype of a type that is not generic (`_ type: String.Type`),
    /// with that type's name (or its spelling, `[String : Any]`): the overload a `String.self`
    /// argument picks.
    var concreteMetatypeParameters: [Int: String] = [:]
    /// Of those, the ones whose default is the generic parameter itself (`_ type: T.Type =
    /// T.self`): left out, the argument is the type the call binds `T` to (from its result).
    var boundTypeDefaults: Set<Int> = []
    /// The value type of each parameter declared `Binding<Value>` (`.constant(.init(…))` given
    /// for it makes a `Value`), by position.
    var bindingValueTypes: [Int: StaticType] = [:]
    /// For a failable `init?`: the slot `return nil` sets.
    var failedSlot: Int?
    /// An initialiser that delegates (`self.init(…)`): the one it calls gives the properties
    /// their initial values, so a call of this one leaves them unset (Swift runs them once).
    var delegatesInitialization = false
    @exclusivity(unchecked) var frameSize = 0
    /// For a view builder of the usual `GeometryReader` content shape: its folded form.
    var readerPreferenceFold: ReaderPreferenceFold?
    /// For a `ForEach` row closure whose rows differ only by a `Text`'s string (`{ i in
    /// Text("Row \(i)") }`): how its rows are made.
    var rowTemplate: RowTemplate?
    /// For a view's `body` that is a `Text` of its one `Int` stored property: its strings' template.
    var textRowTemplate: TextRowTemplate?
    @exclusivity(unchecked) var body: Exec = { _ in .normal }
    let pool = FramePool()

    init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    /// Parameter names as declared, for messages ("missing argument for parameter 'x'").
    var parameterNames: [String] = []

    /// What call matching needs of the parameters. A type of a module we do not simulate may
    /// name a function type (Firebase's `handler: @escaping AuthDataResultCallback`), so a
    /// closure may be passed to it.
    var shapes: [ParameterShape] {
        labels.indices.map { index in
            let type = parameterTypes[index].unwrapped
            let acceptsClosure = if case .placeholder = type { true } else { type.isFunction }
            return ParameterShape(label: labels[index], hasDefault: defaults[index] != nil, isVariadic: index == variadicParameter,
                                  acceptsClosure: acceptsClosure)
        }
    }

    /// `name(label:_:)`, as Swift names functions in messages.
    var signature: String { Self.compoundName(name, labels: labels) }

    /// A function's name as Swift spells it with its labels: `go(a:_:)`, `init(rawValue:)`.
    static func compoundName(_ name: String, labels: [String?]) -> String {
        "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Runs the body in a frame whose arguments are already stored.
    @inline(__always)
    func makeFrame(parent: Frame? = nil, context: ScriptContext?) -> Frame {
        pool.take(size: frameSize, parent: parent, context: context)
    }

    @inline(__always)
    func run(_ frame: Frame, machine: Machine, at range: SourceRange) throws -> Value {
        try machine.enter(range)
        defer { machine.leave() }
        _ = try body(frame)
        return frame.takeReturnValue()
    }

    /// Runs the method with `self` and its arguments, from outside compiled code (a script
    /// sequence's `next()`, a `GeometryEffect`'s `effectValue(size:)`): its result and `self`
    /// as the method left it (what a mutating one changed).
    func call(on receiver: Value, _ arguments: [Value], in context: ScriptContext,
              at range: SourceRange? = nil) throws -> (result: Value, receiver: Value) {
        let frame = Frame(size: frameSize, parent: nil, context: context)
        frame.slots[0] = receiver
        for (slot, argument) in zip(parameterSlots, arguments) { frame.slots[slot] = argument }
        let result = try run(frame, machine: context.machine, at: range ?? self.range)
        return (result, frame.slots[0])
    }
}
