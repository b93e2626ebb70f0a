import Foundation
import ScrollworkCore

extension Compiler {
    /// `["a": 1, "b": 2]`, `[:]`: a dictionary in insertion order, typed by what the context
    /// expects or else by its first pair.
    func dictionaryLiteral(_ elements: [DictionaryElement], expected: StaticType, range: SourceRange) -> Typed {
        var keyType = StaticType.unknown, valueType = StaticType.unknown
        if case .dictionary(let key, let value) = expected.unwrapped {
            keyType = key
            valueType = value
        }
        var pairs = [(key: Eval, value: Eval)]()
        for element in elements {
            let key = expression(element.key, expected: keyType)
            let value = expression(element.value, expected: valueType)
            checkConvertible(key, to: keyType, at: element.key.range, role: .element)
            checkConvertible(value, to: valueType, at: element.value.range, role: .element)
            if keyType == .unknown { keyType = key.type }
            if valueType == .unknown { valueType = value.type }
            let (k, v, valueKind) = (key.eval, value.eval, valueType)
            pairs.append(({ f in try k(f) }, { f in coerce(try v(f), to: valueKind) }))
        }
        return Typed({ f in
            let values = try pairs.map { (try $0.key(f), try $0.value(f)) }
            return .dictionary(try located(range) { try DictionaryValue(pairs: values) })
        }, .dictionary(keyType, valueType))
    }

    /// `[1, 2, 3]` where a `Set` is expected.
    func setLiteral(_ elements: [Expression], expected: StaticType, range: SourceRange) -> Typed {
        var elementType = StaticType.unknown
        if case .set(let element) = expected { elementType = element }
        let items = elements.map { element -> Eval in
            let compiled = expression(element, expected: elementType)
            checkConvertible(compiled, to: elementType, at: element.range, role: .element)
            let eval = compiled.eval, type = elementType
            return { f in coerce(try eval(f), to: type) }
        }
        return Typed({ f in .set(SetValue(try evaluateAll(items, f))) }, .set(elementType))
    }

    func isSetType(_ type: StaticType) -> Bool {
        if case .set = type { return true }
        return false
    }

    /// `(a, b)`, `(x: 1, y: 2)`: a tuple whose elements take the types the context expects.
    func tupleLiteral(_ arguments: [Argument], expected: StaticType) -> Typed {
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
        let evals = arguments.indices.map { index -> Eval in
            let eval = compiled[index].eval, type = types[index].type
            return { f in coerce(try eval(f), to: type) }
        }
        let names = labels
        return Typed({ f in .tuple(TupleValue(try evaluateAll(evals, f), labels: names)) }, .tuple(types))
    }
}
