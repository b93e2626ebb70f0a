import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A generic function's type arguments at one call (`T` of `func decode<T: Decodable>(_ file:
/// String) -> T`), which its body may use as values: `decoder.decode(T.self, from: data)`.
///
/// Swift erases nothing here the body can see, so neither may we: each generic parameter of a
/// function has a hidden slot in its frame, and each call stores the type the call site binds
/// it to, worked out as swiftc infers it: from an argument (`T`, `[T]`, `T?`, a `T.Type` such
/// as `Item.self`) or, when no argument names it, from the type the context expects of the
/// result (`let missions: [Mission] = Bundle.main.decode("missions.json")`). The expected type
/// is known only once the call itself is compiled, so the binding is filled in then, still
/// before any code runs.
final class GenericArguments {
    enum Source {
        /// A type known where the call is compiled.
        case type(TypeName)
        /// A type known when the call runs: an argument's value (`T.Type`) or an enclosing
        /// generic function's own type argument.
        case value(Eval)

        /// The type, as a value, when the code that needs it runs.
        func type(in f: Frame) throws -> Value {
            switch self {
            case .type(let name): return .type(name)
            case .value(let eval): return try eval(f)
            }
        }
    }

    let function: ScriptFunction
    /// The call's range, where an enclosing function's unbound parameter is reported.
    let range: SourceRange
    private(set) var sources: [Source?]

    init(function: ScriptFunction, range: SourceRange) {
        self.function = function
        self.range = range
        sources = Array(repeating: nil, count: function.genericSlots.count)
    }

    var isComplete: Bool { sources.allSatisfy { $0 != nil } }

    /// Binds `name` unless an earlier argument did (the first one wins, as all must agree).
    func bind(_ name: String, _ source: Source) {
        guard let index = function.genericSlots.firstIndex(where: { $0.name == name }), sources[index] == nil else { return }
        sources[index] = source
    }

    /// The type bound to `name` when the call runs; nil when nothing bound it.
    func boundType(_ name: String, in f: Frame) throws -> Value {
        guard let index = function.genericSlots.firstIndex(where: { $0.name == name }) else { return .none }
        return try sources[index]?.type(in: f) ?? .none
    }

    /// The stores a call makes into the callee's frame, read from the binding when the call
    /// runs (so a binding the expected type makes after the call is compiled still counts).
    /// An unbound parameter stores nil: reading `T` then is a located error.
    func stores() -> [(slot: Int, eval: Eval)] {
        function.genericSlots.indices.map { index in
            (function.genericSlots[index].slot, { [self] f in try sources[index]?.type(in: f) ?? .none })
        }
    }
}

extension BodyChecker {
    /// The name of a generic parameter's hidden slot in its function's scope; no Swift
    /// identifier can be spelled so.
    static func genericSlotName(_ name: String) -> String { "<generic \(name)>" }

    /// Declares the hidden slots in the body's scope, right after the parameters, where
    /// `declareGenericSlots` numbered them.
    func declareGenericLocals(of function: ScriptFunction, range: SourceRange) {
        for (name, _) in function.genericSlots {
            scope.declare(Self.genericSlotName(name), type: .unknown, isLet: true, range: range)
        }
    }

    /// `T` in `T.self` inside a generic function: the type its call bound, or a located
    /// error when the call gave nothing to infer it from. Nil when `name` is no generic
    /// parameter with a slot.
    func genericTypeValue(_ name: String, range: SourceRange) -> TypedExpression? {
        guard let (depth, local) = scope.lookup(Self.genericSlotName(name)) else { return typeArgumentOfSelf(name, range: range) }
        return .genericParameter(TypedLocal(slot: local.slot, depth: depth, type: .unknown, range: range), name: name)
    }

    /// `T` of the generic class whose method this is: the type argument its instance keeps;
    /// in a protocol extension, an associated type: the one the conforming type of `self` gives.
    private func typeArgumentOfSelf(_ name: String, range: SourceRange) -> TypedExpression? {
        guard let (depth, type, _) = scope.selfScope() else { return nil }
        if type.kind == .protocolType, case .generic? = type.typeAliases[name] {
            return .associatedTypeOfSelf(selfDepth: depth, name: name, range: range)
        }
        guard type.kind == .classType, let index = type.genericParameterOrder.firstIndex(of: name) else { return nil }
        return .typeArgumentOfSelf(selfDepth: depth, index: index, name: name, range: range)
    }

    /// `Loader<Item>()`: a generic class's instance keeps the type arguments written (or, for
    /// those of an enclosing generic function, bound at its call), as Swift's instances know them.
    func specializedObject(_ made: TypedExpression, _ generics: [TypeSyntax], range: SourceRange) -> TypedExpression {
        let lowered = expressionLowering.lower(made)
        guard case .record(let ref) = lowered.type.unwrapped, ref.type.kind == .classType,
              ref.type.genericParameterOrder.count == generics.count else { return made }
        let sources = generics.compactMap { genericSource(for: staticType($0), range: range) }
        guard sources.count == generics.count else { return made }
        return .specializedObject(lowered.eval, typeArguments: sources, type: lowered.type)
    }

    /// What a call's arguments say of the callee's generic parameters: a parameter declared
    /// `T` (or `[T]`, `T?`, `[K: T]`) takes its argument's static type; one declared
    /// `T.Type` its argument's value.
    func inferGenericArguments(_ binding: GenericArguments, position: Int, argument: Typed) {
        if let name = binding.function.metatypeParameters[position] {
            let eval = argument.eval
            if case .type(let type)? = argument.constant { binding.bind(name, .type(type)) } else { binding.bind(name, .value(eval)) }
            return
        }
        unify(binding, binding.function.parameterTypes[position], argument.type)
    }

    /// Binds the generic parameters `declared` mentions to the parts of `actual` in their places.
    func unify(_ binding: GenericArguments, _ declared: StaticType, _ actual: StaticType) {
        switch (declared, actual) {
        case (.generic(let name, _), _):
            if let source = genericSource(for: actual, range: binding.range) { binding.bind(name, source) }
        case (.optional(let inner), .optional(let other)), (.array(let inner), .array(let other)), (.set(let inner), .set(let other)):
            unify(binding, inner, other)
        case (.optional(let inner), _):
            unify(binding, inner, actual)
        case (.dictionary(let key, let value), .dictionary(let otherKey, let otherValue)):
            unify(binding, key, otherKey)
            unify(binding, value, otherValue)
        default:
            break
        }
    }

    /// The binding of a call's result type to the type its context expects: what the
    /// arguments left unbound is taken from there. The result then has the expected type.
    func bindExpectedResult(_ typed: Typed, expected: StaticType) -> Typed {
        guard let binding = typed.genericArguments, !binding.isComplete, expected != .unknown else { return typed }
        unify(binding, binding.function.returnType, expected)
        var bound = Typed(typed.eval, Self.mentionsGeneric(typed.type) && genericSource(for: expected, range: binding.range) != nil ? expected : typed.type,
                          constant: typed.constant)
        bound.place = typed.place
        bound.genericArguments = binding
        return bound
    }

    /// Where the type a generic parameter stands for comes from: the type itself when it is
    /// fully known here, the enclosing function's own argument when it is one of its generic
    /// parameters; nil when it is not known (an untyped closure parameter, `Any`).
    func genericSource(for type: StaticType, range: SourceRange) -> GenericArguments.Source? {
        if case .generic(let name, _) = type {
            guard let read = genericTypeValue(name, range: range) else { return nil }
            return .value(expressionLowering.lower(read).eval)
        }
        if Self.mentionsGeneric(type) {
            // `[T]` of the enclosing generic function: spelled when the call runs.
            guard let spelled = genericSpelling(type, range: range) else { return nil }
            return .value { f in .type(.builtin(try spelled(f))) }
        }
        guard Self.isFullyKnown(type) else { return nil }
        return .type(.named(by: type))
    }

    private static func isFullyKnown(_ type: StaticType) -> Bool {
        switch type {
        case .unknown, .void, .generic, .function, .functionType, .effects: return false
        case .optional(let inner), .array(let inner), .set(let inner): return isFullyKnown(inner)
        case .dictionary(let key, let value): return isFullyKnown(key) && isFullyKnown(value)
        case .tuple, .keyPath: return false
        default: return true
        }
    }

    /// How `[T]`, `[String: T]` or `T?` is spelled when the call runs, with the type bound to
    /// each generic parameter in its place; nil when none of them has a slot here.
    func genericSpelling(_ type: StaticType, range: SourceRange) -> ((Frame) throws -> String)? {
        switch type {
        case .generic(let name, _):
            guard let read = genericTypeValue(name, range: range).map({ expressionLowering.lower($0).eval }) else { return nil }
            return { f in
                guard case .type(let bound) = try read(f) else { return name }
                switch bound {
                case .user(let type): return type.name
                case .builtin(let spelling): return spelling
                }
            }
        case .array(let element):
            guard let inner = genericSpelling(element, range: range) else { return nil }
            return { f in "[" + (try inner(f)) + "]" }
        case .set(let element):
            guard let inner = genericSpelling(element, range: range) else { return nil }
            return { f in "Set<" + (try inner(f)) + ">" }
        case .optional(let wrapped):
            guard let inner = genericSpelling(wrapped, range: range) else { return nil }
            return { f in (try inner(f)) + "?" }
        case .dictionary(let key, let value):
            let keySpelling = genericSpelling(key, range: range), valueSpelling = genericSpelling(value, range: range)
            guard keySpelling != nil || valueSpelling != nil else { return nil }
            let keyName = key.name, valueName = value.name
            return { f in "[" + (try keySpelling?(f) ?? keyName) + " : " + (try valueSpelling?(f) ?? valueName) + "]" }
        default:
            return nil
        }
    }

    static func mentionsGeneric(_ type: StaticType) -> Bool {
        switch type {
        case .generic: return true
        case .optional(let inner), .array(let inner), .set(let inner): return mentionsGeneric(inner)
        case .dictionary(let key, let value): return mentionsGeneric(key) || mentionsGeneric(value)
        default: return false
        }
    }
}
