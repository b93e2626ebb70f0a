import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Collection literals (dictionaries, sets, tuples) and the subscripts of dictionaries and key paths.
extension BodyChecker {
    /// `[a, b]`: an array, or where the context expects one, a set or an option set of its elements.
    func arrayLiteral(_ elements: [Expression], expected: StaticType, range: SourceRange) -> TypedExpression {
        let wanted = expected.unwrapped
        if wanted == .edgeSet || wanted == .axisSet {
            // `[.top, .bottom]` where an `Edge.Set` is expected is an option set, as in Swift.
            let members = elements.map { expression($0, expected: wanted).eval }
            return .optionSet(wanted == .edgeSet ? .edges : .axes, members: members, range: range)
        }
        if let name = surfaceOptionSet(expected) {
            // `[.bottomLeft, .bottomRight]` where a `UIRectCorner` is expected: its members' bits together.
            let members = elements.map { expression($0, expected: wanted).eval }
            return .surfaceOptionSet(name: name, members: members, type: wanted, range: range)
        }
        if isSetType(wanted) { return setLiteral(elements, expected: wanted) }
        if let nominal = wanted.nominal, let literal = optionSetLiteral(elements, nominal, range: range) { return literal }
        var elementType = StaticType.unknown
        if case .array(let element) = wanted { elementType = element }
        // `[.sectionHeaders, .sectionFooters]` where an option set is expected: its members.
        if case .named(let name) = wanted, surface.lineage(of: name).contains("OptionSet") { elementType = wanted }
        // `[.init(…)]` where a collection of a module we do not simulate is expected
        // (`IdentifiedArrayOf<Item>`): what its elements are is the module's, a placeholder too.
        if case .placeholder = wanted { elementType = wanted }
        // Without a type from the context, the first element's types the rest (`[Level.top, .low]`);
        // one that names its type (`UnitTemperature.celsius`, `[UnitLength.feet]`) is its own, and
        // elements of sibling classes make an array of the class they share (`[[Dimension]]`).
        var items = [Typed]()
        for element in elements {
            let hint = elementType != .unknown ? elementType : Self.namesItsType(element) ? .unknown : (items.first?.type ?? .unknown)
            let item = expression(element, expected: hint)
            if elementType != .unknown { checkConvertible(item, to: elementType, at: element.range, role: .element) }
            items.append(item)
        }
        let type = elementType != .unknown ? elementType : (sharedClass(of: items.map(\.type)) ?? items.first?.type ?? .unknown)
        if items.allSatisfy({ $0.constant != nil }) { return .literal(.array(items.compactMap(\.constant)), .array(type)) }
        return .array(items.map(\.eval), elementType: type)
    }

    /// `UnitMass.grams` or `[UnitMass.grams, …]`: an element whose type its own text names.
    private static func namesItsType(_ element: Expression) -> Bool {
        switch element.kind {
        case .postfix(let base, _):
            if case .identifier(let name) = base.kind { return name.first?.isUppercase == true }
            return false
        case .array(let inner): return inner.first.map(namesItsType) ?? false
        default: return false
        }
    }

    /// The class of the surface all these types are (or arrays of, alike), when they are not
    /// one type: `Dimension` of `UnitMass` and `UnitLength`. Nil for one type or unrelated ones.
    private func sharedClass(of types: [StaticType]) -> StaticType? {
        guard let first = types.first, types.contains(where: { $0 != first }) else { return nil }
        if case .array = first {
            var elements = [StaticType]()
            for type in types {
                guard case .array(let element) = type else { return nil }
                elements.append(element)
            }
            return sharedClass(of: elements).map { .array($0) }
        }
        var names = [String]()
        for type in types {
            guard case .named(let name) = type else { return nil }
            names.append(name)
        }
        let shared = surface.lineage(of: names[0]).dropFirst().first { ancestor in
            surface.type(named: ancestor)?.kind == .class && names.allSatisfy { surface.lineage(of: $0).contains(ancestor) }
        }
        return shared.map { .named($0) }
    }

    /// `["a": 1, "b": 2]`, `[:]`: a dictionary in insertion order, typed by what the context
    /// expects or else by its first pair.
    func dictionaryLiteral(_ elements: [DictionaryElement], expected: StaticType, range: SourceRange) -> TypedExpression {
        var keyType = StaticType.unknown, valueType = StaticType.unknown
        // `[.foregroundColor: UIColor.white, .font: font]` where `[NSAttributedString.Key: Any]` is
        // expected: values of any type, not all of the first one's.
        var valuesOfAnyType = false
        if case .dictionary(let key, let value) = expected.unwrapped {
            keyType = key
            valueType = value
            valuesOfAnyType = value == .unknown
        }
        // Typed by its first pair where the context gives no type: a value of another type then
        // makes the values of any type (`["name": name, "age": 3]` given to an `Any` parameter, a
        // `[String: Any]` to Swift; see the README).
        let typedByContext = valueType != .unknown
        var entries = [TypedDictionaryEntry]()
        for element in elements {
            let key = expression(element.key, expected: keyType)
            let value = expression(element.value, expected: valueType)
            checkConvertible(key, to: keyType, at: element.key.range, role: .element)
            if !typedByContext, isDefinitelyIncompatible(value.type, valueType, constant: value.constant) {
                (valueType, valuesOfAnyType) = (.unknown, true)
            }
            checkConvertible(value, to: valueType, at: element.value.range, role: .element)
            if keyType == .unknown { keyType = key.type }
            if valueType == .unknown, !valuesOfAnyType { valueType = value.type }
            entries.append(TypedDictionaryEntry(key: key.eval, value: value.eval, valueType: valueType))
        }
        return .dictionary(entries, type: .dictionary(keyType, valueType), range: range)
    }

    /// `[1, 2, 3]` where a `Set` is expected.
    func setLiteral(_ elements: [Expression], expected: StaticType) -> TypedExpression {
        var elementType = StaticType.unknown
        if case .set(let element) = expected { elementType = element }
        let items = elements.map { element -> Eval in
            let compiled = expression(element, expected: elementType)
            checkConvertible(compiled, to: elementType, at: element.range, role: .element)
            return compiled.eval
        }
        return .set(items, elementType: elementType)
    }

    func isSetType(_ type: StaticType) -> Bool {
        if case .set = type { return true }
        return false
    }

    /// `(a, b)`, `(x: 1, y: 2)`: a tuple whose elements take the types the context expects.
    func tupleLiteral(_ arguments: [Argument], expected: StaticType) -> TypedExpression {
        var wanted = [StaticType](repeating: .unknown, count: arguments.count)
        if case .tuple(let elements) = expected.unwrapped, elements.count == arguments.count {
            wanted = elements.map(\.type)
        }
        let compiled = arguments.indices.map { expression(arguments[$0].value, expected: wanted[$0]) }
        for index in arguments.indices {
            checkConvertible(compiled[index], to: wanted[index], at: arguments[index].value.range, role: .element)
        }
        var labels = arguments.map(\.label)
        if case .tuple(let elements) = expected.unwrapped, elements.count == arguments.count, labels.allSatisfy({ $0 == nil }) {
            labels = elements.map(\.label)
        }
        let types = arguments.indices.map { TupleElementType(label: labels[$0], type: wanted[$0] != .unknown ? wanted[$0] : compiled[$0].type) }
        return .tuple(compiled.map(\.eval), elements: types)
    }

    /// `value[keyPath: path]`: the value at the end of the key path.
    func keyPathRead(_ container: Typed, _ argument: Argument, range: SourceRange) -> TypedExpression {
        let path = expression(argument.value, expected: .keyPath(container.type, .unknown))
        var result = StaticType.unknown
        if case .keyPath(_, let valueType) = path.type { result = valueType }
        return .subscriptRead(.keyPath(of: container.eval, path: path.eval, range: range), type: result)
    }

    /// Subscripts of dictionaries whose type is known: `scores[name]` (an optional) and
    /// `scores[name, default: 0]`. Nil for other containers, which the general path reads.
    func collectionSubscript(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard case .dictionary(let keyType, let valueType) = container.type.unwrapped else {
            if arguments.count == 2, arguments[1].label == "default" { return dictionaryDefaultRead(container, arguments, .unknown, .unknown, range) }
            return nil
        }
        if arguments.count == 2, arguments[1].label == "default" {
            return dictionaryDefaultRead(container, arguments, keyType, valueType, range)
        }
        guard arguments.count == 1, arguments[0].label == nil else {
            return failure("no exact matches in call to subscript", at: range,
                           hint: "a dictionary's subscripts are '[key]' and '[key, default: value]'")
        }
        let key = expression(arguments[0].value, expected: keyType)
        checkConvertible(key, to: keyType, at: arguments[0].value.range, role: .argument)
        return .subscriptRead(.dictionary(of: container.eval, key: key.eval, keyType: keyType, range: range), type: .optional(valueType))
    }

    private func dictionaryDefaultRead(_ container: Typed, _ arguments: [Argument], _ keyType: StaticType,
                                       _ valueType: StaticType, _ range: SourceRange) -> TypedExpression {
        let key = expression(arguments[0].value, expected: keyType).eval
        let fallback = expression(arguments[1].value, expected: valueType).eval
        return .subscriptRead(.dictionaryDefault(of: container.eval, key: key, fallback: fallback, keyType: keyType,
                                                 valueType: valueType, range: range), type: valueType)
    }

    /// `scores[name] = 3` (nil removes the key), `scores[name, default: 0] += 1`,
    /// `value[keyPath: path] = x` as places.
    /// `$fields[2]` of a `Binding<[String]>`: a binding to the element at that index, as
    /// SwiftUI's dynamic member lookup makes it through the key path `\[String].[2]`; the index
    /// is the one given when the binding is made.
    func bindingElement(_ binding: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard binding.type == .named("Binding"), arguments.count == 1, arguments[0].label == nil else { return nil }
        let index = expression(arguments[0].value, expected: .int).eval
        return .subscriptRead(.bindingElement(of: binding.eval, index: index, range: range), type: .named("Binding"))
    }

    /// The binding to one element of the array a binding holds: it reads and writes the
    /// element at that index of whatever the array is then.
    static func elementBinding(of box: StateBox, at position: Value, range: SourceRange, in context: ScriptContext?) -> StateBox {
        let read: MemberGetter = { whole, _ in try BodyChecker.element(of: whole, at: position, range: range) }
        let write: MemberSetter = { whole, newValue, _ in
            guard case .array(var items) = whole else {
                throw Diagnostic.error("cannot subscript a value of type '\(whole.typeName)'", at: range)
            }
            guard case .int(let i) = position, items.indices.contains(i) else {
                throw Diagnostic.error(RuntimeMessages.indexOutOfRange(BodyChecker.int(position), items.count), at: range)
            }
            whole = .none
            items[i] = newValue
            whole = .array(items)
        }
        return StateBox.member("[\(BodyChecker.int(position))]", of: box, read: read, write: write, in: context)
    }

    func collectionSubscriptLValue(_ inner: LValue, _ baseType: StaticType, _ arguments: [Argument],
                                   range: SourceRange) -> (LValue, StaticType)? {
        if arguments.count == 1, arguments[0].label == "keyPath" {
            let path = expression(arguments[0].value, expected: .keyPath(baseType, .unknown))
            var valueType = StaticType.unknown
            if case .keyPath(_, let type) = path.type { valueType = type }
            let keyPath = path.eval
            func resolve(_ f: Frame) throws -> KeyPathValue {
                guard case .keyPath(let path) = try keyPath(f) else {
                    throw Diagnostic.error("the 'keyPath:' subscript needs a key path", at: range)
                }
                return path
            }
            return (LValue(get: { f in
                let path = try resolve(f)
                return try located(range) { try path.apply(to: try inner.get(f), in: f.context) }
            }, modify: { f, body in
                let path = try resolve(f)
                try inner.modify(f) { root in
                    var value = try located(range) { try path.apply(to: root, in: f.context) }
                    try body(&value)
                    try located(range) { try path.write(value, into: &root, in: f.context) }
                }
            }), valueType)
        }
        var keyType = StaticType.unknown, valueType = StaticType.unknown
        if case .dictionary(let key, let value) = baseType.unwrapped {
            keyType = key
            valueType = value
        } else if !(arguments.count == 2 && arguments[1].label == "default") {
            return nil
        }
        let hasDefault = arguments.count == 2 && arguments[1].label == "default"
        guard arguments.count == 1 || hasDefault else { return nil }
        let key = expression(arguments[0].value, expected: keyType).eval
        let fallback = hasDefault ? expression(arguments[1].value, expected: valueType).eval : nil
        let get: Eval = { f in
            guard case .dictionary(let dictionary) = try inner.get(f) else {
                throw Diagnostic.error("cannot subscript a value that is not a dictionary", at: range)
            }
            let value = dictionary[coerce(try key(f), to: keyType)]
            if case .none = value, let fallback { return try fallback(f) }
            return value
        }
        return (LValue(get: get, modify: { f, body in
            let position = coerce(try key(f), to: keyType)
            let defaultValue = try fallback?(f)
            try inner.modify(f) { container in
                guard case .dictionary(var dictionary) = container else {
                    throw Diagnostic.error("cannot subscript a value that is not a dictionary", at: range)
                }
                container = .none
                defer { container = .dictionary(dictionary) }
                try located(range) { try dictionary.chargeCopy(in: f.context) }
                let count = dictionary.count
                var value = dictionary[position]
                if case .none = value, let defaultValue { value = coerce(defaultValue, to: valueType) }
                try body(&value)
                dictionary[position] = coerce(value, to: valueType)
                try located(range) { try dictionary.chargeGrowth(from: count, in: f.context) }
            }
        }), hasDefault ? valueType : .optional(valueType))
    }
}
