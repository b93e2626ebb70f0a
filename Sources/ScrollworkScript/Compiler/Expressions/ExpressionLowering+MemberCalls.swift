import ScrollworkCore
import ScrollworkFrontEnd

/// Method calls whose code the checker could not fix: `map` on an optional, and a method
/// looked up on the first value of each type the call meets.
extension ExpressionLowering {
    func optionalMap(of value: @escaping Eval, transform closure: @escaping Eval, name: String, type: StaticType,
                     range: SourceRange) -> Typed {
        Typed({ f in
            let wrappedValue = try value(f)
            if case .none = wrappedValue { return .none }
            guard case .function(let callable) = try closure(f) else {
                throw Diagnostic.error("'\(name)' needs a closure", at: range)
            }
            return try located(range) { try callable.call([wrappedValue], in: f.context) }
        }, type)
    }

    func dynamicMemberCall(_ call: TypedDynamicMemberCall) -> Typed {
        let name = call.name, shapes = call.shapes, nameRange = call.nameRange, range = call.range, site = call.site
        let inherited = call.inherited, rejected = call.rejected, dispatch = call.dispatch, place = call.place
        let table = Members(machine: machine, inherited: inherited), args = call.arguments, base = call.receiver
        let inoutPlaces = call.inoutPlaces
        var cachedType: StructType?
        var cachedMethod: MethodImpl?
        let invoke: (inout Value, inout [Value], ScriptContext?) throws -> Value = { value, values, context in
            if let (owner, methods) = BodyChecker.runtimeMethods(of: value, name, inherited: inherited) {
                if cachedType !== owner || cachedMethod == nil {
                    let candidates = rejected.isEmpty ? methods : methods.filter { !rejected.contains(ObjectIdentifier($0)) }
                    // The type's own methods first; a protocol extension's of the same name
                    // with other labels (`load(id:page:)` beside the required `load(id:extra:page:)`) after.
                    cachedMethod = table.method(owner, candidates, shapes: shapes, range: nameRange, site: site)
                        ?? inherited?.methods(of: owner, name).flatMap { table.method(owner, $0, shapes: shapes, range: nameRange, site: site) }
                    cachedType = owner
                }
                guard let method = cachedMethod else {
                    // An app's method of that name takes other labels (`background(alignment:content:)`
                    // of an `extension View`): the framework's overload is the one meant, as in Swift.
                    return try located(range) { try dispatch.run(&value, values, in: context) }
                }
                if method.isMutating, place == nil, !BodyChecker.isObject(value) {
                    throw Diagnostic.error("cannot use mutating member '\(name)' here: declare the variable's type", at: nameRange)
                }
                return try method.call(&value, &values, context)
            }
            // `button.action()`: a stored closure property, called as Swift calls it.
            if let closure = BodyChecker.storedClosure(of: value, name) { return try located(range) { try closure.call(values, in: context) } }
            // A placeholder in a value of a known kind (`[Item]`'s element): a placeholder again.
            if let placeholder = PlaceholderValue.of(value) { return placeholder.member(name) }
            return try located(range) { try dispatch.run(&value, values, in: context) }
        }
        if let place {
            return Typed({ f in
                var values = try evaluateAll(args, f)
                var result = Value.none
                try place.modify(f) { value in result = try invoke(&value, &values, f.context) }
                for (argument, back) in inoutPlaces { try back.set(f, values[argument]) }
                return result
            }, .unknown)
        }
        return Typed({ f in
            var value = try base(f)
            var values = try evaluateAll(args, f)
            let result = try invoke(&value, &values, f.context)
            for (argument, back) in inoutPlaces { try back.set(f, values[argument]) }
            return result
        }, .unknown)
    }
}

/// `value.name(arguments)` where the value's type is known only when it runs: the script's
/// method of the type each value has (cached while the type stays the same), a stored
/// closure, or the surface's member (`dispatch`); through `place` when the method may mutate.
struct TypedDynamicMemberCall {
    let receiver: Eval
    let name: String
    let arguments: [Eval]
    let shapes: [ArgumentShape]
    /// Overloads the arguments' types rule out, by identity.
    let rejected: Set<ObjectIdentifier>
    let dispatch: DynamicSurfaceCall
    let inherited: InheritedMembers?
    let place: LValue?
    /// `&place` arguments (by position) of a method with `inout` parameters: read into the
    /// call, written back after it.
    var inoutPlaces: [(argument: Int, place: LValue)] = []
    let site: CallerSite
    let nameRange: SourceRange
    let range: SourceRange
}
