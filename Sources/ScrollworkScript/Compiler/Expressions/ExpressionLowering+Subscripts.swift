import ScrollworkCore
import ScrollworkFrontEnd

/// The code of `container[…]` as the checker settled it (`TypedSubscript`).
extension ExpressionLowering {
    func subscriptRead(_ read: TypedSubscript, type: StaticType) -> Typed {
        switch read {
        case .keyPath(let base, let keyPath, let range):
            return Typed({ f in
                let value = try base(f)
                guard case .keyPath(let path) = try keyPath(f) else {
                    throw Diagnostic.error("the 'keyPath:' subscript needs a key path", at: range)
                }
                return try located(range) { try path.apply(to: value, in: f.context) }
            }, type)
        case .environmentKey(let values, let key, let defaultValue):
            return Typed({ f in
                try EnvironmentValuesObject.of(try values(f)).written(key) ?? defaultValue(f)
            }, type)
        case .layoutValue(let base, let name, let defaultValue, let range):
            return Typed({ f in
                let subview = try located(range) { try LayoutSubviewValue.read(try base(f)) }
                if let box = subview.proxy.layoutValues[name] as? LayoutValueBox { return box.value }
                return try defaultValue(f)
            }, type)
        case .viewDimensions(let base, let index, let vertical, let explicit, let range):
            return Typed({ f in
                guard case .host(let dimensions as ViewDimensionsValue) = try base(f) else {
                    throw Diagnostic.error("expected ViewDimensions", at: range)
                }
                // No view here sets an explicit guide (`alignmentGuide` is not simulated).
                if explicit { return .none }
                return .double(try located(range) { try dimensions.guide(try index(f), vertical: vertical) })
            }, type)
        case .anchor(let base, let anchor, let range):
            return Typed({ f in try located(range) { try BodyChecker.anchored(try base(f), try anchor(f)) } }, type)
        case .dictionary(let base, let keyEval, let keyType, let range):
            return Typed({ f in
                guard case .dictionary(let dictionary) = try base(f) else {
                    throw Diagnostic.error("cannot subscript a value that is not a dictionary", at: range)
                }
                return dictionary[coerce(try keyEval(f), to: keyType)]
            }, type)
        case .dictionaryDefault(let base, let key, let fallback, let keyType, let valueType, let range):
            return Typed({ f in
                guard case .dictionary(let dictionary) = try base(f) else {
                    throw Diagnostic.error("cannot subscript a value that is not a dictionary", at: range)
                }
                let value = dictionary[coerce(try key(f), to: keyType)]
                if case .none = value { return coerce(try fallback(f), to: valueType) }
                return value
            }, type)
        case .bindingElement(let value, let index, let range):
            return bindingElement(of: value, index: index, range: range)
        case .range(let base, let bounds, let range):
            return rangeSlice(of: base, bounds: bounds, range: range, type: type)
        }
    }

    private func bindingElement(of value: @escaping Eval, index: @escaping Eval, range: SourceRange) -> Typed {
        Typed({ f in
            guard case .host(let box as StateBox) = try value(f) else {
                throw Diagnostic.error("'$…[…]' needs a binding", at: range)
            }
            return .host(BodyChecker.elementBinding(of: box, at: try index(f), range: range, in: f.context))
        }, .named("Binding"))
    }

    private func rangeSlice(of base: @escaping Eval, bounds: @escaping Eval, range: SourceRange, type: StaticType) -> Typed {
        Typed({ f in
            let whole = try base(f), named = try bounds(f)
            guard let written = RangeBounds(named) else {
                throw Diagnostic.error("a collection's range subscript takes a range, not \(named.typeName)", at: range)
            }
            switch whole {
            case .array(let items):
                return .array(Array(items[try located(range) { try written.positions(count: items.count) }]))
            case .string(let text):
                let characters = Array(text)
                return .string(String(characters[try located(range) { try written.positions(count: characters.count) }]))
            default:
                throw Diagnostic.error("only arrays and strings are subscripted by a range in scrollwork", at: range)
            }
        }, type)
    }
}
