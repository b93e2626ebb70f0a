import ScrollworkCore
import ScrollworkFrontEnd

/// An expression once type-checked: its type chosen from what the context expects, its
/// diagnostics reported. `ExpressionLowering` turns it into the code the machine runs; the
/// checker (`BodyChecker+Expressions` and the files beside it) makes it, every family of
/// expression included, and builds no expression's code itself. A case holds its
/// sub-expressions lowered (`Eval`, `Typed`) where checking the rest of it needed their code:
/// a chain's steps are checked against the code of the steps before them.
indirect enum TypedExpression {
    /// A value known once checked: a number, a Boolean, `nil`, a string without interpolations,
    /// `#line` and the other magic identifiers, an array whose elements are all such values.
    case literal(Value, StaticType)
    /// `#available(iOS 17, *)` (or `#unavailable` when `negated`): compared with the simulated
    /// iOS version when it runs, so `os VERSION` changes the answer without a reload.
    case availability(version: [Int], negated: Bool)
    /// A string literal with interpolations, each value already described as Swift writes it.
    case interpolatedString([TypedStringSegment], range: SourceRange)
    /// `[.top, .bottom]` where an `Edge.Set` or `Axis.Set` is expected: its members' bits together.
    case optionSet(OptionSetKind, members: [Eval], range: SourceRange)
    /// `[.bottomLeft, .bottomRight]` where a surface option set (`UIRectCorner`) is expected:
    /// its members' bits together.
    case surfaceOptionSet(name: String, members: [Eval], type: StaticType, range: SourceRange)
    /// `[.dough, .glaze]` (or `[]`) where an app's own option set is expected: one value with
    /// the bits of every member in its `rawValue`, its other fields at their defaults.
    case appOptionSet(OptionSetBits, members: [Eval])
    /// An array literal with an element not known when checked.
    case array([Eval], elementType: StaticType)
    /// `[1, 2, 3]` where a `Set` is expected: each element converted to the element type.
    case set([Eval], elementType: StaticType)
    /// `(a, b)`, `(x: 1, y: 2)`: each element converted to its type.
    case tuple([Eval], elements: [TupleElementType])
    /// `[key: value, …]`: a key given twice is an error when it runs.
    case dictionary([TypedDictionaryEntry], type: StaticType, range: SourceRange)
    /// A local or a parameter read from its slot, `depth` frames out; in the frame at hand, the
    /// place members may be read in.
    case local(TypedLocal)
    /// `$0` read from its slot: a value handed to the closure, never read in place.
    case anonymousArgument(TypedLocal)
    /// `self` in a member of a type: slot 0 of the member's frame, `depth` frames out, never
    /// read in place.
    case selfValue(TypedLocal)
    /// An `async let` name: its child task's value, or the error that task threw.
    case childTaskResult(TypedLocal)
    /// A computed local's read: its getter, a closure in its slot, run now.
    case computedLocal(TypedLocal)
    /// A `let` declared without a value and given one later: reading it before then is an error.
    case localGivenLater(TypedLocal, name: String)
    /// A global `let`/`var` or a static stored property, read from its slot in the globals frame.
    case global(slot: Int, type: StaticType)
    /// A top-level function named without a call (passed to `map`, stored in a variable): a
    /// closure that runs it in a frame of its own, each argument converted to its parameter's type.
    case function(ScriptFunction, range: SourceRange)
    /// A stored field of a struct read where it lives, along its path from a slot of the frame
    /// at hand (`target.rect`, `threshold` in a method): no struct on the way is copied, and
    /// members of it may be read in place in turn.
    case field(FieldPath, type: StaticType)
    /// A property of a value whose script type is known when checked, read through that type's
    /// getter; an error it raises is located at `range`, and a placeholder answers for itself.
    case property(of: Eval, getter: MemberGetter, name: String, type: StaticType, range: SourceRange)
    /// A property of `self` read through its type's getter, `self` taken `depth` frames out.
    case selfProperty(depth: Int, getter: MemberGetter, type: StaticType)
    /// A property looked up on the first value it meets (a type known only when it runs).
    case dynamicProperty(of: Eval, getter: MemberGetter, type: StaticType)
    /// `pair.0`, `size.width` of a tuple: its element at `index`.
    case tupleElement(of: Eval, index: Int, type: StaticType, range: SourceRange)
    /// `rect.minY`, `velocity.dy`: a number of geometry read unboxed, in place when `place` says where.
    case geometryLeaf(of: Eval, place: FieldPath?, leaf: (Value) -> Value)
    /// `phase.value` (or `phase.isIdentity`) of a transition, unboxed; read straight from its slot
    /// when the phase is a local of the frame at hand.
    case phaseMember(of: Eval, slot: Int?, isIdentity: Bool)
    /// `$item.isDone`: a binding to a property of the bound value.
    case bindingMember(of: Eval, name: String, read: MemberGetter, write: MemberSetter, range: SourceRange)
    /// `error.localizedDescription` of a script's or a framework's error.
    case errorDescription(of: Eval, ErrorDescriptions, range: SourceRange)
    /// `error as NSError`, `error as? NSError`: any error, bridged (`ErrorDescriptions.bridged`).
    case bridgedError(of: Eval, ErrorDescriptions, type: StaticType, range: SourceRange)
    /// A property the surface declares, read from the value (none for a static one).
    case surfaceProperty(of: Eval?, SurfaceGetter, name: String, type: StaticType, range: SourceRange)
    /// A computed property a script's extension adds to a surface type (`extension CGFloat {
    /// var half: CGFloat }`), run with the value as `self`.
    case extensionProperty(ScriptFunction, of: Eval, range: SourceRange)
    /// A static computed property (of a script type, of a surface type's extension, or of a
    /// protocol's extension named where a conforming type is expected), run with no `self`.
    case staticProperty(ScriptFunction, range: SourceRange)
    /// `Self.name` in a protocol's extension: the static the conforming type of `self` (taken
    /// `selfDepth` frames out) declares, else the protocol's own.
    case conformingStatic(ConformingStatic, type: StaticType)
    /// `{ a, b in … }`, `{ $0 * 2 }`, a nested `func`: its body checked into a function whose frame's
    /// parent is the frame the closure is made in.
    case closure(ScriptFunction, range: SourceRange)
    /// A closure with a capture list that copies values (`[last = model.id] in …`): the values
    /// are read where the closure is made and kept in a frame of their own (`frameSize` slots)
    /// between the closure's frame and the one it is made in, so each closure made has its own copies.
    case capturingClosure(ScriptFunction, captures: [TypedCapture], frameSize: Int, range: SourceRange)
    /// A call of a script function (top-level, static, a method, an initialiser of the app's type)
    /// with its arguments matched to its parameters.
    case scriptCall(TypedCall)
    /// `Model()` of a class that declares no initialiser and gives every property a value: a new
    /// object with each property's initial value.
    case newObject(StructType)
    /// A struct's memberwise initialiser called: the code of each stored property's value, in
    /// declaration order (an argument, a default, or `nil`).
    case memberwiseInit(StructType, fields: [Eval])
    /// `Kind.image(url)`, `.spacer(height: 8)`: a case of the app's enum made with its associated
    /// values, in the case's order.
    case enumCase(StructType, index: Int, values: [TypedAssociatedValue])
    /// `Kind(rawValue: "s")`: the case whose raw value is the argument converted to `rawType`, or nil.
    case enumFromRawValue(StructType, raw: Eval, rawType: StaticType)
    /// A function value called (a closure in a variable, a parameter or a property), its arguments
    /// passed in order, giving `result` (`.unknown` where the function's type is not known); a
    /// value that is not a function is an error located at `range`.
    case functionValueCall(callee: Eval, arguments: [Eval], result: StaticType, range: SourceRange)
    /// A call of a surface function, initialiser or method (`Text("a")`, `items.append(x)`),
    /// run by the entry's body.
    case surfaceCall(TypedSurfaceCall)
    /// A surface call with `inout` arguments, copied in and written back around the body.
    case surfaceInoutCall(TypedSurfaceInoutCall)
    /// A math function of one unboxed Double (`sqrt(x)`), its result unboxed too.
    case unaryNumeric((Double) -> Double, NumberEval)
    /// A math function of two unboxed Doubles (`max(a, b)`, `atan2(y, x)`).
    case binaryNumeric((Double, Double) -> Double, NumberEval, NumberEval)
    /// `a && b` (or `a || b` when not `isAnd`): the right side run only when the left does not decide.
    case logical(isAnd: Bool, TruthEval, TruthEval)
    /// `a ?? b`: the right side run only when the left is nil.
    case nilCoalescing(Eval, Eval, type: StaticType)
    /// `value?` in an optional chain: the value, or a jump to the enclosing optional evaluation.
    case optionalChainStep(of: Eval, type: StaticType)
    /// `value!`: the value, or a located error quoting the source of what was nil.
    case forceUnwrap(of: Eval, type: StaticType, what: QuotedSource, range: SourceRange)
    /// `value as T`, `value as! T`: the value converted to `T`.
    case conversion(of: Eval, to: StaticType)
    /// `value as? T`: the value when it is a `T`, else nil.
    case conditionalCast(of: Eval, to: StaticType)
    /// `value is T`, `value is T.Type`.
    case typeTest(of: Eval, TypeTest)
    /// `items[i]` of an array (or another value indexed by one value when it runs).
    case element(of: Eval, index: Eval, type: StaticType, range: SourceRange)
    /// `Item.samples[0]` of a placeholder: a placeholder again, named by the value it runs on.
    case placeholderElement(of: Eval, typeName: String)
    /// `a + b`, `a - b`, `a * b`, `a / b`, `a % b`, of the type the checker chose (a Double, an
    /// Int, a String, an Angle, a Date…); folded when constant, unboxed when both are Doubles.
    case arithmetic(BinaryOperator, Typed, Typed, type: StaticType, range: SourceRange)
    /// `a &+ b`, `a << b`, `a | b` and the other operators of Ints only.
    case integerArithmetic(BinaryOperator, Typed, Typed, range: SourceRange)
    /// `a == b`, `a < b` and the other comparisons of values the language compares itself.
    case comparison(ComparisonOperator, Typed, Typed, range: SourceRange)
    /// `a..<b`, `a...b` of Ints.
    case integerRange(Eval, Eval, closed: Bool, range: SourceRange)
    /// `0.0...1.0`: a range of Doubles.
    case floatingRange(Eval, Eval, closed: Bool, range: SourceRange)
    /// `start...end`, `start..<end` of Dates.
    case dateRange(Eval, Eval, closed: Bool, range: SourceRange)
    /// `low...high`, `low..<high` of UInt64s.
    case unsignedRange(Eval, Eval, closed: Bool, range: SourceRange)
    /// `pattern ~= value`.
    case patternMatch(Eval, Eval, range: SourceRange)
    /// `a === b` (or `a !== b` when `negated`).
    case identity(Eval, Eval, negated: Bool)
    /// `a + b` where an operand's type declares the operator: that function called.
    case operatorCall(ScriptFunction, Eval, Eval, range: SourceRange)
    /// `a < b` of an app's type that declares `==` or `<`: that function called, the operands
    /// swapped or the result negated as the operator asks.
    case comparisonCall(ScriptFunction, ComparisonOperator, Eval, Eval, range: SourceRange)
    /// `size < .large` of a framework's `Comparable` enum: by its cases' order.
    case caseOrdering(ComparisonOperator, CaseOrder, Eval, Eval, range: SourceRange)
    /// `value == .member` where neither side's type is known until it runs: the member looked
    /// up on the type of the value.
    case implicitMemberComparison(member: String, Eval, isEqual: Bool, range: SourceRange)
    /// `a ?? b ?? … ?? z` of many operands: the first that is not nil, else the last.
    case firstNonNil([Eval], last: Eval, type: StaticType)
    /// An expression whose code's type is not the one the checker knows it has: `.now() + 0.2`
    /// is a `DispatchTime`.
    case retyped(TypedExpression, StaticType)
    /// `test ? a : b`, typed as the checker chose; unboxed when both branches are numbers (or
    /// both truths), as their code says they are.
    case conditional(TruthEval, then: Typed, else: Typed, type: StaticType)
    /// `try? value`: nil when it throws an error of the script's.
    case optionalTry(Eval, type: StaticType)
    /// `try! value`: an error it throws stops the run with the runtime's message, at `range`.
    case forcedTry(Eval, type: StaticType, range: SourceRange)
    /// `(a?.b)`: the value of a chain with `?` steps, nil when one of them met nil.
    case optionalEvaluation(Eval, type: StaticType)
    /// `-value`: folded when constant, unboxed when always a Double.
    case negation(Typed, range: SourceRange)
    /// `!value`.
    case not(TruthEval)
    /// `~value` of an Int, folded when constant.
    case bitwiseNot(Typed, range: SourceRange)
    /// `...x`, `..<x`, `x...`: a one-sided range of the bound's type (`.unknown`: of its value's).
    case partialRange(PartialRangeTypes.Kind, bound: Eval, type: StaticType, range: SourceRange)
    /// An expression whose error was reported where it was found (a call no overload fits):
    /// running it yields nil.
    case noValue
    /// An expression the checker rejected (the diagnostic is reported): running it raises that error.
    case failure(Diagnostic)
    /// What stands in for a name no loaded file declares or of a module we do not simulate.
    case placeholder(TypedPlaceholder)
    /// An operation that changes nothing scrollwork simulates (`+x`, a modifier drawn only, or
    /// one not simulated and warned about): its operand or receiver as it is, nil when there is none.
    case unchangedReceiver(Typed?)
    /// `viewModel.authenticate` named without a call: the method bound to the receiver.
    case boundMethod(BoundMethodReference)
    /// `CharacterSet.alphanumerics.contains` named without a call: the surface method's body
    /// bound to the receiver as it is when the reference is made.
    case boundSurfaceMethod(of: Eval, name: String, arity: Int, body: (Value, SurfaceArguments) throws -> Value,
                            range: SourceRange)
    /// `if c { a } else { b }` as a value: the first branch whose conditions hold, its value
    /// converted to `type`.
    case ifValue([TypedIfBranch], type: StaticType)
    /// `switch x { case …: a default: b }` as a value: the subject kept in `slot` for the arms'
    /// patterns, the first arm that matches giving the value converted to `type`.
    case switchValue(Eval, slot: Int, arms: [TypedSwitchArm], type: StaticType, range: SourceRange)
    /// `[T].self` in a generic function: the type spelled with what its call bound `T` to.
    case genericTypeValue(spelled: (Frame) throws -> String)
    /// `$item` of a closure's binding parameter: the binding read from its slot.
    case projectedLocal(TypedLocal)
    /// `$isOn` of a property wrapper of `self` (taken `selfDepth` frames out): its storage, the
    /// `StateBox` made when the property holds a plain value.
    case wrapperProjection(selfDepth: Int, field: Int, name: String, type: StaticType)
    /// `$value` of a `@State static var value` (a PreviewProvider's): a State no view holds,
    /// whose binding SwiftUI makes constant, at the value the property has.
    case unheldStateProjection(slot: Int)
    /// `$values` as the collection SwiftUI makes it for a method of the app's collection
    /// extensions (`method`): the array of bindings to its array's elements.
    case elementBindings(of: Eval, method: String, range: SourceRange)
    /// `model.$query` of an `ObservableObject`'s `@Published` property: Combine's publisher of it.
    case publishedPublisher(of: Eval, field: Int)
    /// `Result { try … }`, `Result(catching:)`: `.success` of what the closure returns, or
    /// `.failure` of the error it throws.
    case resultCatching(Eval, ResultCases, range: SourceRange)
    /// `await task.result`: `.success` of what the code gives (the task's value), or `.failure`
    /// of the error it throws.
    case resultOf(Eval, ResultCases)
    /// `[Double](repeating: 0, count: 3)`: what Array's initialiser made, its elements
    /// converted to Double when that is the element type written.
    case typedArray(Eval, element: StaticType)
    /// `FetchDescriptor<Book>()`: SwiftData's generic value, told the model type it names.
    case modelSpecialized(Eval, model: String, type: StaticType)
    /// A chain (postfix, of binary or of prefix operators) too long to nest its steps' code:
    /// run as a loop through a temporary slot (`ChainCode`).
    case chainLoop(ChainLoop)
    /// `name.map { … }` (or `flatMap`) on an optional: nil stays nil without calling the closure.
    case optionalMap(of: Eval, transform: Eval, name: String, type: StaticType, range: SourceRange)
    /// `result.get()` of the standard `Result`: the success's payload, or its failure thrown.
    case resultGet(of: Eval, ResultCases, range: SourceRange)
    /// `result.map { … }` (`mapError`, `flatMap`, `flatMapError`): the closure run on the case
    /// `name` is about, the other case passed through.
    case resultTransform(of: Eval, transform: Eval, ResultCases, name: String, type: StaticType, range: SourceRange)
    /// `layers.contains(.dough)`, `layers.insert(.glaze)`, … on an option set.
    case optionSetCall(OptionSetOperation, any OptionSetStorage, receiver: Eval, argument: Eval, type: StaticType)
    /// `value.name(arguments)` where the value's type is known only when it runs.
    case dynamicMemberCall(TypedDynamicMemberCall)
    /// A host call's argument, or a part of it, read as the host hands it (`HostArguments`).
    case hostRead(HostRead)
    /// `container[…]` of a kind the checker settled (a key path, a dictionary, a binding, a range…).
    case subscriptRead(TypedSubscript, type: StaticType)
    /// `T.self` in a generic function: the type its call bound `T` to, kept in the slot of the
    /// local (`TypedLocal`); a located error when the call gave nothing to infer it from.
    case genericParameter(TypedLocal, name: String)
    /// `T.self` in a method of a generic class: the type argument the instance (`self`, at
    /// `selfDepth`) was made with, or a located error when it was made without one.
    case typeArgumentOfSelf(selfDepth: Int, index: Int, name: String, range: SourceRange)
    /// `Response` of `associatedtype Response` in a protocol extension's method: the type the
    /// conforming type of `self` gives it (`typealias Response = [Int]`).
    case associatedTypeOfSelf(selfDepth: Int, name: String, range: SourceRange)
    /// `Loader<Item>()` of a generic class: the instance made, keeping its type arguments.
    case specializedObject(Eval, typeArguments: [GenericArguments.Source], type: StaticType)
    /// `X.environment(\.key, value)…` and the other modifiers that put something in the
    /// environment of the view they modify: the view built inside it.
    case environmentScope(TypedEnvironmentScope, view: Eval, type: StaticType, range: SourceRange)
    /// `self.init(…)` in an initialiser: `self` becomes what the other initialiser made; with
    /// `failedSlot`, a nil it made fails this initialiser too.
    case delegatedInit(made: Eval, into: LValue, failedSlot: Int?)
    /// A call run for what it does, its result dropped (`super.init(…)`); nil when it does nothing.
    case voidCall(Eval?)
}

/// How a surface property is read: from the value alone, or with the reading code's context.
enum SurfaceGetter {
    case value((Value) throws -> Value)
    case scene((Value, ScriptContext?) throws -> Value)
}

/// A static a protocol requires, read in its extension on the type that conforms: the protocol's
/// own slot or computed property is the fallback when that type declares neither.
struct ConformingStatic {
    let proto: StructType
    let name: String
    let selfDepth: Int
    let ownSlot: Int?
    let ownComputed: ScriptFunction?
    let range: SourceRange
}

/// A piece of an interpolated string literal: text, or the code of a value described when it runs.
enum TypedStringSegment {
    case text(String)
    case value(Eval)
}

/// An entry of a dictionary literal: its value converted to the value type known when it was checked.
struct TypedDictionaryEntry {
    let key: Eval
    let value: Eval
    let valueType: StaticType
}

/// A value a closure's capture list copies, and the slot of the capture frame it is kept in.
struct TypedCapture {
    let slot: Int
    let value: Eval
}

/// Where a name's value lives: its slot in the frame `depth` frames out from the one the code runs in.
struct TypedLocal {
    let slot: Int
    let depth: Int
    let type: StaticType
    let range: SourceRange
}

/// Where in the source an expression stands, quoted only when a message needs it: copying the
/// text for each `!` of `a!!!…` up front would take memory growing with the square of the chain.
struct QuotedSource {
    let range: SourceRange
    let files: ((Int) -> SourceFile?)?

    var text: String { files?(range.file)?.text(in: range) ?? "value" }
}
