import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// A place a value can be written: a slot, a field of one, an array element …
///
/// `modify` hands the place to `body` in place, so nested writes such as
/// `target.rect.origin.y = 0` copy nothing when the struct storage is not shared.
struct LValue {
    let get: Eval
    let modify: (Frame, (inout Value) throws -> Void) throws -> Void
    /// A direct store, for a place that has a cheaper one than `modify` (a number of an
    /// `updateTarget`'s target: `target.rect.origin.y = 0`).
    var store: ((Frame, Value) throws -> Void)?

    @inline(__always)
    func set(_ frame: Frame, _ value: Value) throws {
        if let store { return try store(frame, value) }
        try modify(frame) { $0 = value }
    }
}

extension BodyChecker {
    /// Compiles an assignable expression; reports an error (and returns nil) when it is not one.
    func lvalue(_ e: Expression, asBase: Bool = false) -> (LValue, StaticType)? {
        switch e.kind {
        case .identifier(let name):
            return namedLValue(name, range: e.range, asBase: asBase)
        case .selfValue:
            guard let (depth, type, isMutating) = scope.selfScope() else {
                error("'self' is only available inside a type", at: e.range)
                return nil
            }
            if asBase, type.kind == .classType || type.kind == .protocolType || (type.surfaceSelf != nil && !isMutating) {
                // `self.count = 1` in a class: the object changes, not the reference to it.
                return (referenceBase(slotLValue(0, depth: depth).get, what: "self", range: e.range), expressionLowering.lower(selfValue(range: e.range)).type)
            }
            guard isMutating else {
                error("cannot assign to 'self' in a non-mutating method", at: e.range, hint: "mark the method 'mutating'")
                return nil
            }
            return (slotLValue(0, depth: depth), type.surfaceSelf ?? .of(type))
        case .anonymousClosureArgument(let index):
            // `{ $0 += $1 }` of `reduce(into:)`: the caller reads the parameter back after the call.
            guard let (slot, depth, type, isInout) = anonymousArgument(index) else {
                error(Self.anonymousArgumentOutsideClosure(index), at: e.range)
                return nil
            }
            if !isInout, asBase {
                // `objects.forEach { $0.isSelected = true }`: the object changes, not the parameter.
                return (referenceBase(slotLValue(slot, depth: depth).get, what: "$\(index)", range: e.range), type)
            }
            guard isInout else {
                error("cannot assign to value: '$\(index)' is immutable", at: e.range)
                return nil
            }
            return (slotLValue(slot, depth: depth), type)
        case .postfix(let base, let operations):
            // `self._books = Query(…)` in an initialiser: the query behind `@Query var books`, as `_books = …`.
            if case .selfValue = base.kind, operations.count == 1, case .member(let name, _) = operations[0].kind,
               name.hasPrefix("_"), let (_, type, _) = scope.selfScope(), let index = type.fieldIndex[String(name.dropFirst())],
               type.queryFields[index] != nil {
                return namedLValue(name, range: e.range, asBase: asBase)
            }
            return chainLValue(staticSelf(base) ?? base, operations[...])
        case .optionalEvaluation(let inner):
            guard let (place, type) = lvalue(inner) else { return nil }
            return (LValue(get: place.get, modify: { f, body in
                do { try place.modify(f, body) } catch is OptionalChainNil { return }
            }), type)
        case .bindingProjection where publishedProjectionInside(e):
            // `assign(to: &$name)`: the property's publisher, which the call reads and never replaces.
            let publisher = expression(e).eval
            return (LValue(get: publisher, modify: { f, body in
                var value = try publisher(f)
                try body(&value)
            }), .named(Self.publishedPublisher))
        case .bindingProjection where asBase:
            // `$height.wrappedValue = h`: the binding's nonmutating setter writes what it binds.
            let binding = expression(e)
            guard refersToObject(binding.type) else { break }
            return (referenceBase(binding.eval, what: sourceText(e.range) ?? "the binding", range: e.range), binding.type)
        default:
            break
        }
        error("cannot assign to this expression", at: e.range)
        return nil
    }

    /// Whether `$name` is a `@Published` property's publisher of the object the code is in.
    private func publishedProjectionInside(_ e: Expression) -> Bool {
        guard case .bindingProjection(let name) = e.kind, let (_, type, _) = scope.selfScope(),
              let index = type.fieldIndex[name] else { return false }
        return type.kind == .classType && type.observation.publishedFields.contains(index)
    }

    /// Assignment targets longer than this are an error: writing through a place nests one
    /// closure per step, so a longer one would recurse that deep each time it runs.
    static let maximumPlaceSteps = 64

    /// `base` and postfix steps as a place: members, subscripts, `!` and `?`, one step at a time.
    func chainLValue(_ base: Expression, _ operations: ArraySlice<PostfixOperation>) -> (LValue, StaticType)? {
        var callResult: (LValue, StaticType)?
        var operations = operations
        if let stepIndex = operations.lastIndex(where: { !Self.isPlaceStep($0.kind) }) {
            // `UINavigationBar.appearance().tintColor = .white`: a property of the object a call
            // gives back is a place, as in Swift; the object changes, whatever holds it. So is one
            // of an object read out of what the call gives (`store.fetchAll()[0].name = name`).
            let step = operations[stepIndex]
            var objectEnd = stepIndex
            while objectEnd + 1 < operations.endIndex, operations[objectEnd + 1].memberName == nil,
                  Self.isPlaceStep(operations[objectEnd + 1].kind) {
                objectEnd += 1
            }
            guard step.callArguments != nil, objectEnd + 1 < operations.endIndex,
                  operations[objectEnd + 1].memberName != nil else {
                error("cannot assign to this expression", at: step.range)
                return nil
            }
            let prefix = Expression.chain(base, Array(operations[...objectEnd]))
            let object = expression(prefix)
            guard objectEnd == stepIndex || refersToObject(object.type) || object.type.unwrapped == .unknown else {
                error("cannot assign to this expression", at: step.range)
                return nil
            }
            callResult = (referenceBase(object.eval, what: sourceText(prefix.range) ?? "the call's result", range: prefix.range), object.type)
            operations = operations[(objectEnd + 1)...]
        }
        if operations.count > Self.maximumPlaceSteps, let last = operations.last {
            error("cannot assign through more than \(Self.maximumPlaceSteps) members, subscripts and unwraps", at: last.range,
                  hint: "assign an intermediate value to a variable first")
            return nil
        }
        if callResult == nil, let place = fetchConfigurationPlace(base, operations) { return place }
        // `target.rect.origin.y` of an `updateTarget` compiled for host calls: stores into its numbers.
        if callResult == nil, let host = hostArguments, case .identifier(let name) = base.kind, case (0, let local)? = scope.lookup(name),
           let place = host.memberPlace(root: local.slot, operations, compiler: self) {
            return place
        }
        var index = operations.startIndex
        var place: (LValue, StaticType)
        if let callResult {
            place = callResult
        } else if let first = operations.first, case .member(let name, _) = first.kind,
           let head = memberPlaceOfType(base, name) ?? (operations.count > 1 ? selfObjectField(base, first) : nil) {
            place = head
            index += 1
        } else if let first = operations.first, let head = staticSubscriptLValue(base, first) {
            place = head
            index += 1
        } else if let (object, after) = objectHeldByConstant(base, operations) {
            place = object
            index = after
        } else if let binding = bindingHeldByConstant(base, operations) {
            place = binding
        } else {
            guard let start = lvalue(base, asBase: !operations.isEmpty) else { return nil }
            place = start
        }
        while index < operations.endIndex {
            let operation = operations[index]
            let (inner, innerType) = place
            switch operation.kind {
            case .member(let name, let nameRange):
                // `formatter.numberFormatter.maximumFractionDigits = 1`: a get-only property that
                // holds an object is read, and the object changes, as in Swift.
                if index + 1 < operations.endIndex, let object = getOnlyObjectMember(inner, innerType, name, nameRange: nameRange) {
                    place = object
                    break
                }
                var observed = true
                if index == operations.startIndex, callResult == nil, case .selfValue = base.kind, let (depth, type, _) = scope.selfScope() {
                    observed = !setsOwnStorage(type, name, depth: depth)
                }
                guard let next = memberLValue(inner, innerType, name, nameRange: nameRange, observed: observed) else { return nil }
                place = next
                // `composer.subject.value = 7`: what the property refers to changes, not the
                // property, so it is read, never written back (a setter that runs the app's code,
                // which may write the property's owner, finds it free), as in Swift.
                if index + 1 < operations.endIndex, refersToObject(next.1) {
                    place = (referenceBase(next.0.get, what: name, range: nameRange), next.1)
                }
            case .subscriptCall(let arguments):
                if declaresSubscript(innerType, arguments) {
                    // Located at the `[`, as swiftc locates what goes wrong with a subscript.
                    let before = index == operations.startIndex ? base.range : operations[index - 1].range
                    let brackets = SourceRange(file: before.file, start: before.end, end: operation.range.end)
                    let afterUnwrap = index > operations.startIndex
                        && [.optionalChain, .forceUnwrap].contains(where: { operations[index - 1].kind == $0 })
                    guard let declared = declaredSubscriptLValue(inner, innerType, arguments, afterUnwrap: afterUnwrap,
                                                                 range: brackets) else { return nil }
                    place = declared
                    break
                }
                if let keyed = environmentKeySubscriptLValue(inner, innerType, arguments, range: operation.range) {
                    place = keyed
                    break
                }
                if let slice = attributedSliceLValue(inner, innerType, arguments, range: operation.range) {
                    place = slice
                    break
                }
                if let special = collectionSubscriptLValue(inner, innerType, arguments, range: operation.range) {
                    place = special
                    break
                }
                guard arguments.count == 1 else {
                    error("subscripts take one index", at: operation.range)
                    return nil
                }
                place = subscriptLValue(inner, innerType, index: arguments[0].value, range: operation.range)
            default:
                let before = index == operations.startIndex ? base.range : operations[index - 1].range
                place = unwrapLValue(inner, innerType, isForce: operation.kind == .forceUnwrap,
                                     what: sourceText(before) ?? "value", range: operation.range)
            }
            index += 1
        }
        return place
    }

    private static func isPlaceStep(_ kind: PostfixOperation.Kind) -> Bool {
        switch kind {
        case .member, .subscriptCall, .forceUnwrap, .optionalChain: return true
        default: return false
        }
    }

    /// `Type.name` as a place (a static stored property), or `self.name` of a `@State` property.
    private func memberPlaceOfType(_ base: Expression, _ name: String) -> (LValue, StaticType)? {
        if let typeName = typeNameSpelled(by: base), let type = types[typeName], let slot = type.staticSlots[name] {
            return (globalLValue(slot), globals["\(typeName).\(name)"]?.type ?? .unknown)
        }
        if case .selfValue = base.kind, let (depth, type, _) = scope.selfScope(), let index = type.fieldIndex[name],
           type.wrapperFields[index] != nil {
            return wrappedFieldLValue(index, of: type, depth: depth)
        }
        return nil
    }

    /// `self.model.count = 1` in a view's method: the object the property refers to changes, not
    /// `self`, as `model.count = 1` does (`namedLValue`).
    private func selfObjectField(_ base: Expression, _ member: PostfixOperation) -> (LValue, StaticType)? {
        guard case .selfValue = base.kind, case .member(let name, _) = member.kind, let (_, type, _) = scope.selfScope(),
              let index = type.fieldIndex[name], type.kind != .classType || type.fieldIsLet[index],
              refersToObject(type.fieldTypes[index]) else { return nil }
        let field = Expression.chain(base, [member])
        return (referenceBase(expression(field).eval, what: "self.\(name)", range: field.range), type.fieldTypes[index])
    }

    /// `holder.settings.limit = 5` where `holder` (or `self` in a non-mutating method) cannot be
    /// written but `settings` is an object: the object changes, nothing holding it, as in Swift;
    /// so does `activities[i].hours = 2` of an array of objects. Tried only where the head is such
    /// a constant; the first member or subscript step whose value is an object is read and the
    /// rest of the chain is written through it.
    private func objectHeldByConstant(_ base: Expression, _ operations: ArraySlice<PostfixOperation>) -> ((LValue, StaticType), Int)? {
        guard operations.count > 1, isConstantHead(base) else { return nil }
        var end = operations.startIndex
        while end + 1 < operations.endIndex, operations[end].memberName != nil || operations[end].isSubscript {
            let prefix = Expression.chain(base, Array(operations[...end]))
            let before = diagnostics.count
            let object = expression(prefix)
            if refersToObject(object.type) {
                return ((referenceBase(object.eval, what: sourceText(prefix.range) ?? "value", range: prefix.range), object.type), end + 1)
            }
            diagnostics.removeSubrange(before...)
            end += 1
        }
        return nil
    }

    /// `props.isOn = true` of a `let props` whose `isOn` is a `@Binding`: the binding's setter is
    /// nonmutating, so what it binds is written, through a copy of `props`, as in Swift.
    private func bindingHeldByConstant(_ base: Expression, _ operations: ArraySlice<PostfixOperation>) -> (LValue, StaticType)? {
        guard isConstantHead(base), let name = operations.first?.memberName, case .identifier = base.kind else { return nil }
        let before = diagnostics.count
        let head = expression(base)
        guard let type = head.type.nominal, let index = type.fieldIndex[name], type.wrapperFields[index] == "Binding" else {
            diagnostics.removeSubrange(before...)
            return nil
        }
        let read = head.eval
        return (LValue(get: read, modify: { f, body in
            var copy = try read(f)
            try body(&copy)
        }), head.type)
    }

    /// Whether the head of a place is `self` in a non-mutating method of a value type, a `let`
    /// holding a value, or a framework's type (`UIPasteboard.general.string = code`: the shared
    /// object changes): what cannot be written itself.
    private func isConstantHead(_ base: Expression) -> Bool {
        switch base.kind {
        case .selfValue:
            guard let (_, type, isMutating) = scope.selfScope() else { return false }
            return !isMutating && type.kind != .classType && type.kind != .protocolType && type.surfaceSelf == nil
        case .identifier(let name):
            if let (_, local) = scope.lookup(name) { return local.isLet && !mayBeReference(local.type) }
            let selfScope = scope.selfScope()
            // `list[0].hours = 2` of a get-only `var list: [Activity] { … }`.
            if let type = selfScope?.type, type.computed[name] != nil { return type.computedSetters[name] == nil }
            guard let (_, type, isMutating) = selfScope, let index = type.fieldIndex[name] else {
                return resolveTypeName(name) == nil && surface.type(named: name) != nil
            }
            return type.wrapperFields[index] == nil && (type.fieldIsLet[index] || (!isMutating && type.kind != .classType))
        default:
            return false
        }
    }

    /// `container[index]` as a place.
    private func subscriptLValue(_ inner: LValue, _ baseType: StaticType, index indexExpression: Expression,
                                 range: SourceRange) -> (LValue, StaticType) {
        let index = expression(indexExpression, expected: .int).eval
        var elementType = StaticType.unknown
        if case .array(let element) = baseType { elementType = element }
        let get: Eval = { f in try BodyChecker.element(of: try inner.get(f), at: try index(f), range: range) }
        return (LValue(get: get, modify: { f, body in
            let position = try index(f)
            try inner.modify(f) { container in
                if case .dictionary(var dictionary) = container {
                    container = .none
                    defer { container = .dictionary(dictionary) }
                    try located(range) { try dictionary.chargeCopy(in: f.context) }
                    let count = dictionary.count
                    var value = dictionary[position]
                    try body(&value)
                    dictionary[position] = value
                    try located(range) { try dictionary.chargeGrowth(from: count, in: f.context) }
                    return
                }
                guard case .array(var items) = container else {
                    throw Diagnostic.error("cannot subscript a value of type '\(container.typeName)'", at: range)
                }
                guard case .int(let i) = position, items.indices.contains(i) else {
                    throw Diagnostic.error(RuntimeMessages.indexOutOfRange(BodyChecker.int(position), items.count), at: range)
                }
                container = .none
                defer { container = .array(items) }
                let before = StorageCopies.address(items)
                try body(&items[i])
                try located(range) { try StorageCopies.charge(items, movedFrom: before, in: f.context) }
            }
        }), elementType)
    }

    /// `value!` or `value?` as a place: writes go through only when there is a value.
    private func unwrapLValue(_ place: LValue, _ type: StaticType, isForce: Bool, what: String,
                              range: SourceRange) -> (LValue, StaticType) {
        (LValue(get: place.get, modify: { f, body in
            try place.modify(f) { value in
                if case .none = value {
                    if isForce { throw Diagnostic.error(RuntimeMessages.forceUnwrapNil(what), at: range) }
                    throw OptionalChainNil()
                }
                try body(&value)
            }
        }), type.unwrapped)
    }

    static func int(_ value: Value) -> Int { if case .int(let i) = value { return i }; return -1 }

    static func element(of container: Value, at position: Value, range: SourceRange) throws -> Value {
        if case .dictionary(let dictionary) = container { return dictionary[position] }
        // `missions[0]` of a `[Mission]` that a missing declaration filled (`Bundle.main.decode(…)`
        // of another file): its element is that placeholder again.
        if let placeholder = PlaceholderValue.of(container) { return .host(placeholder) }
        // `proxy[anchor]` where the proxy's type is not known when compiled.
        if case .host(let anchor as AnchorValue) = position { return try located(range) { try anchored(container, .host(anchor)) } }
        // `text[Range(match.range, in: text)!]`: a `Range<String.Index>` is of character positions.
        if case .string(let text) = container, case .range = position {
            return try located(range) { .string(String(text[try SwiftStringIndicesSurface.stringRange(position, in: text)])) }
        }
        guard case .int(let i) = position else {
            throw Diagnostic.error("array index must be an Int, not \(position.typeName)", at: range)
        }
        switch container {
        case .array(let items):
            guard items.indices.contains(i) else { throw Diagnostic.error(RuntimeMessages.indexOutOfRange(i, items.count), at: range) }
            return items[i]
        case .range(let low, let high):
            guard i >= 0, i < high - low else { throw Diagnostic.error(RuntimeMessages.indexOutOfRange(i, high - low), at: range) }
            return .int(low + i)
        case .string(let text):
            // `word[word.startIndex]`: a `String.Index` is a character position (SwiftStringIndicesSurface).
            guard i >= 0, let character = text.dropFirst(i).first else { throw Diagnostic.error("String index is out of bounds", at: range) }
            return .string(String(character))
        default:
            throw Diagnostic.error("cannot subscript a value of type '\(container.typeName)'", at: range)
        }
    }

    private func namedLValue(_ name: String, range: SourceRange, asBase: Bool) -> (LValue, StaticType)? {
        if let (depth, local) = scope.lookup(name) {
            if let binding = local.bindingSlot { return (boundValueLValue(local.slot, binding: binding, depth: depth), local.type) }
            if local.isLet, asBase, mayBeReference(local.type) {
                return (referenceBase(slotLValue(local.slot, depth: depth).get, what: name, range: range), local.type)
            }
            if local.isLet {
                error("cannot assign to value: '\(name)' is a 'let' constant", at: range, hint: "change 'let' to 'var' to make it mutable")
                return nil
            }
            if depth == 0, let whole = hostArguments?.wholePlace(slot: local.slot) { return (whole, local.type) }
            return (slotLValue(local.slot, depth: depth), local.type)
        }
        if let (depth, type, isMutating) = scope.selfScope(), let index = type.fieldIndex[name] {
            // `@State`/`@Binding` storage lives outside the view, so a body's closures may set it.
            if type.wrapperFields[index] != nil { return wrappedFieldLValue(index, of: type, depth: depth) }
            if asBase, type.kind != .classType || type.fieldIsLet[index], refersToObject(type.fieldTypes[index]) {
                // `model.count += 1` in a view, `decoder.dateDecodingStrategy = …` of a class's
                // `let decoder`: the object the property refers to changes, not the one holding it.
                let field = type.fieldTypes[index]
                let base = expressionLowering.lower(identifier(name, range: range, expected: .unknown))
                return (referenceBase(base.eval, what: name, range: range), field)
            }
            if type.kind == .classType {
                if type.fieldIsLet[index] && !isInitializerScope {
                    error("cannot assign to property: '\(name)' is a 'let' constant", at: range)
                    return nil
                }
                let base = referenceBase(slotLValue(0, depth: depth).get, what: "self", range: range)
                return memberLValue(base, .of(type), name, nameRange: range, observed: !setsOwnStorage(type, name, depth: depth))
            }
            guard isMutating else {
                error("cannot assign to property: 'self' is immutable", at: range, hint: "mark the method 'mutating'")
                return nil
            }
            if type.fieldIsLet[index] && !isInitializerScope {
                error("cannot assign to property: '\(name)' is a 'let' constant", at: range)
                return nil
            }
            return memberLValue(slotLValue(0, depth: depth), .of(type), name, nameRange: range,
                                observed: !setsOwnStorage(type, name, depth: depth))
        }
        if let owner = scope.enclosingStaticOwner ?? scope.selfScope()?.type, let slot = owner.staticSlots[name],
           let global = globals["\(owner.name).\(name)"] {
            // `count += 1` in a type's static method: its static stored property.
            if global.isLet, asBase, mayBeReference(global.type) {
                // `shared.cards = cards` of a `static let shared = CardStore()`: the object changes.
                return (referenceBase(globalLValue(slot).get, what: name, range: range), global.type)
            }
            if global.isLet {
                error("cannot assign to property: '\(name)' is a 'let' constant", at: range)
                return nil
            }
            return (globalLValue(slot), global.type)
        }
        if let global = global(name, at: range) {
            if global.isLet, asBase, mayBeReference(global.type) {
                return (referenceBase(globalLValue(global.slot).get, what: name, range: range), global.type)
            }
            if global.isLet {
                error("cannot assign to value: '\(name)' is a 'let' constant", at: range)
                return nil
            }
            return (globalLValue(global.slot), global.type)
        }
        if name.hasPrefix("_"), isInitializerScope, let (depth, type, _) = scope.selfScope(),
           let index = type.fieldIndex[String(name.dropFirst())], type.queryFields[index] != nil {
            // `_books = Query(filter: …)` in a view's initialiser: the query behind `@Query var books`,
            // a `Query` or `FetchRequest` as its model is SwiftData's or Core Data's (`_cards = .init(entity: …)`).
            guard let place = memberLValue(slotLValue(0, depth: depth), .of(type), String(name.dropFirst()), nameRange: range) else { return nil }
            guard case .named(let modelName)? = type.queryFields[index], let model = resolveTypeName(modelName) else { return place }
            return (place.0, .named(model.modelSchema?.isManagedObject == true ? "FetchRequest" : "Query"))
        }
        if let (_, type, _) = scope.selfScope(), type.computedSetters[name] != nil
            || (type.surfaceSelf != nil && implicitSelfHasMember(type, name)) || reachesFrameworkBase(type, name) != nil {
            // `_value = newValue` of a computed property of the type's own (an extension of
            // Optional's too), or `wrappedValue = x` in `extension Binding`: a member of `self`.
            let member = PostfixOperation(kind: .member(name: name, nameRange: range), range: range)
            return lvalue(Expression(kind: .postfix(base: Expression(kind: .selfValue, range: range), operations: [member]), range: range),
                          asBase: asBase)
        }
        if asBase, let (_, type, _) = scope.selfScope(), type.computed[name] != nil {
            // `editorHeight.wrappedValue = h` of a computed `var editorHeight: Binding<CGFloat>`:
            // the property is read, and what its value refers to changes, as in Swift.
            let value = expressionLowering.lower(identifier(name, range: range, expected: .unknown))
            if refersToObject(value.type) { return (referenceBase(value.eval, what: name, range: range), value.type) }
        }
        if asBase, let property = bindingLikeStorage(name) {
            // `_title.wrappedValue = t`: the storage of a `@Binding` or `@State` is its binding.
            return lvalue(Expression(kind: .bindingProjection(property), range: range), asBase: true)
        }
        error("cannot find '\(name)' in scope", at: range, hint: missingNameHint(name, at: range))
        return nil
    }

    func slotLValue(_ slot: Int, depth: Int) -> LValue {
        if depth == 0 {
            return LValue(get: { f in f.slots[slot] }, modify: { f, body in try body(&f.slots[slot]) })
        }
        return LValue(get: { f in f.ancestor(depth).slots[slot] },
                      modify: { f, body in try body(&f.ancestor(depth).slots[slot]) })
    }

    /// `tab.width = w` of a `$tab` closure parameter: the value is the binding's, changed and
    /// written back through it (as Swift's `tab` is the binding's `wrappedValue`, whose setter
    /// is nonmutating), and the local copy kept in step.
    private func boundValueLValue(_ slot: Int, binding: Int, depth: Int) -> LValue {
        let value = slotLValue(slot, depth: depth), holder = slotLValue(binding, depth: depth)
        return LValue(get: { f in StateBox.unwrap(try holder.get(f)) }, modify: { f, body in
            let box = try holder.get(f)
            var current = StateBox.unwrap(box)
            try body(&current)
            _ = StateBox.write(current, into: box)
            try value.set(f, current)
        })
    }

    private func globalLValue(_ slot: Int) -> LValue {
        let machine = self.machine
        return LValue(get: { f in try machine.global(slot, readBy: f) }, modify: { f, body in
            if !machine.pendingGlobals.isEmpty { try machine.initializeGlobal(slot, readBy: f) }
            try body(&machine.globals.slots[slot])
        })
    }

    /// `base.name` as a place: a struct field by index, or a builtin's settable member.
    /// `observed` is false where Swift sets the storage directly (`setsOwnStorage`).
    private func memberLValue(_ base: LValue, _ baseType: StaticType, _ name: String,
                              nameRange: SourceRange, observed: Bool = true) -> (LValue, StaticType)? {
        if case .record(let ref) = baseType.unwrapped, ref.type.kind == .classType, let index = ref.type.fieldIndex[name] {
            return objectFieldLValue(base, ref.type, index, nameRange: nameRange, observed: observed)
        }
        if case .record(let ref) = baseType, ref.type.kind == .structure, let index = ref.type.fieldIndex[name],
           observed, let observers = ref.type.fieldObservers[index] {
            return observedFieldLValue(base, ref.type, index, observers, nameRange: nameRange)
        }
        if case .record(let ref) = baseType, let index = ref.type.fieldIndex[name] {
            if ref.type.isBuiltin { recordFastPath(baseType, name) }
            let fieldType = ref.type.fieldTypes[index], expected = ref.type
            // A `@Binding` (or `@State`) property holds its storage: it is read and written through.
            let isWrapped = ref.type.wrapperFields[index] != nil
            let get: Eval = { f in
                let value = try base.get(f)
                guard case .record(let type, let fields) = value, type === expected else {
                    throw Diagnostic.error(RuntimeMessages.typeMismatch(expected.name, value), at: nameRange)
                }
                return isWrapped ? StateBox.unwrap(fields[index]) : fields[index]
            }
            return (LValue(get: get, modify: { f, body in
                try base.modify(f) { value in
                    guard case .record(let type, var fields) = value, type === expected else {
                        throw Diagnostic.error(RuntimeMessages.typeMismatch(expected.name, value), at: nameRange)
                    }
                    if isWrapped, case .host(let box as StateBox) = fields[index] {
                        var wrapped = box.value
                        try body(&wrapped)
                        box.set(coerce(wrapped, to: fieldType))
                        return
                    }
                    value = .none
                    defer { value = .record(type, fields) }
                    try body(&fields[index])
                    fields[index] = coerce(fields[index], to: fieldType)
                }
            }), fieldType)
        }
        if case .record(let ref) = baseType.unwrapped, let framework = reachesFrameworkBase(ref.type, name) {
            // `self.timeZone = …` in a DateFormatter subclass: the framework instance it holds changes.
            return memberLValue(frameworkBaseLValue(base, framework, at: nameRange), .named(framework), name, nameRange: nameRange)
        }
        if let place = extensionComputedLValue(base, baseType, name, nameRange: nameRange) { return place }
        // A computed property the app's class declares (`var genre` of an NSManagedObject
        // subclass) is its own, not one of the framework class it inherits from.
        var declaresSetter = false, declaredType = StaticType.unknown
        if case .record(let ref) = baseType.unwrapped, ref.type.computedSetters[name] != nil {
            declaresSetter = true
            declaredType = ref.type.computedProperty(named: name)?.returnType ?? .unknown
        }
        if !declaresSetter, let members = surfaceMembers(of: baseType, named: name) {
            // The base's type is known: read, change and write back the member with no look-ups.
            guard let entry = members.first(where: { !$0.signature.isCallable }) else {
                error("value of type '\(baseType.name)' has no member '\(name)'", at: nameRange,
                      hint: NameSuggestions.hint(for: name, in: surface.memberNames(of: surfaceMembersTypeName(of: baseType) ?? "")))
                return nil
            }
            guard case .accessor(let getter, let setter) = entry.body else {
                error("cannot assign to property: '\(name)' is a get-only property", at: nameRange)
                return nil
            }
            SurfaceUsage.shared.record(entry)
            return (LValue(get: { f in try located(nameRange) { try getter(try base.get(f)) } }, modify: { f, body in
                try base.modify(f) { value in
                    var inner = try located(nameRange) { try getter(value) }
                    try body(&inner)
                    try located(nameRange) { try setter(&value, inner) }
                }
            }), assignedSurfaceType(entry.signature.type))
        }
        let getter = dynamicGetter(name, range: nameRange)
        let surface = self.surface
        var cachedType: String?
        var cachedSetter: ((inout Value, Value) throws -> Void)?
        return (LValue(get: { f in try getter(try base.get(f), f.context) }, modify: { f, body in
            try base.modify(f) { value in
                if case .object(let object) = value, let index = object.type.fieldIndex[name] {
                    var inner = object.fields[index]
                    try body(&inner)
                    guard let setter = self.memberTable.setter(.object(object.type), name, range: nameRange) else { return }
                    _ = index
                    try located(nameRange) { try setter(&value, inner, f.context) }
                    return
                }
                // A tuple's element, by position or label (`cubes.1.2.left`).
                if case .tuple(var tuple) = value, let index = tuple.index(of: name) {
                    var inner = tuple.elements[index]
                    try body(&inner)
                    tuple.elements[index] = inner
                    value = .tuple(tuple)
                    return
                }
                // A struct's property, or a computed one of a class (an app's wrapped property).
                let ownKind: ValueKind? = switch value {
                case .record(let record, _) where record.type.fieldIndex[name] != nil || record.type.computedSetters[name] != nil:
                    .record(record.type)
                case .object(let object) where object.type.computedSetters[name] != nil: .object(object.type)
                default: nil
                }
                if let ownKind {
                    guard let setter = self.memberTable.setter(ownKind, name, range: nameRange) else { return }
                    var inner = try getter(value, f.context)
                    try body(&inner)
                    try located(nameRange) { try setter(&value, inner, f.context) }
                    return
                }
                let typeName = value.surfaceTypeName
                if typeName != cachedType || cachedSetter == nil {
                    guard let typeName, case .accessor(_, let setter)? = surface.members(of: typeName, named: name)
                        .first(where: { !$0.signature.isCallable })?.body else {
                        throw Diagnostic.error("cannot assign to '\(name)' of a value of type '\(value.typeName)'", at: nameRange)
                    }
                    cachedType = typeName
                    cachedSetter = setter
                }
                var inner = try getter(value, f.context)
                try body(&inner)
                try located(nameRange) { try cachedSetter?(&value, inner) }
            }
        }), declaredType)
    }
}

extension BodyChecker {
    /// The type a surface property is assigned as: an implicitly unwrapped one (`var dateFormat:
    /// String!`), read as the value, takes nil too, as in Swift (`formatter.dateFormat = .none`).
    func assignedSurfaceType(_ syntax: TypeSyntax?) -> StaticType {
        if let syntax, case .implicitlyUnwrapped = syntax.kind { return .optional(surfaceType(syntax)) }
        return surfaceType(syntax)
    }
}

extension BodyChecker {
    /// `name.value = "Ann"` of a computed property with a setter that an app's extension of a
    /// framework type declares (`extension Optional where Wrapped == String { var value: String
    /// { get set } }`): its getter and setter run on the value, which the setter writes back.
    func extensionComputedLValue(_ base: LValue, _ baseType: StaticType, _ name: String,
                                 nameRange: SourceRange) -> (LValue, StaticType)? {
        let typeName: String?
        if case .optional = baseType { typeName = "Optional" } else { typeName = surfaceTypeName(of: baseType) }
        guard let typeName, let holder = extensionHolders(forSurfaceType: typeName).first(where: { $0.computedSetters[name] != nil }),
              let getter = memberTable.getter(.record(holder), name, range: nameRange),
              let setter = memberTable.setter(.record(holder), name, range: nameRange) else { return nil }
        let type = holder.computedProperty(named: name)?.returnType ?? .unknown
        return (LValue(get: { f in try getter(try base.get(f), f.context) }, modify: { f, body in
            try base.modify(f) { value in
                var inner = try getter(value, f.context)
                try body(&inner)
                try setter(&value, inner, f.context)
            }
        }), type)
    }
}
