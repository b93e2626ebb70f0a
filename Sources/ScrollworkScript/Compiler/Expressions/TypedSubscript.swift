import ScrollworkFrontEnd

/// `container[…]` of the kinds whose reading the checker settles (`BodyChecker.subscriptGet`);
/// a plain element and a placeholder's are `TypedExpression.element` and `.placeholderElement`.
enum TypedSubscript {
    /// `value[keyPath: path]`: the value at the end of the key path.
    case keyPath(of: Eval, path: Eval, range: SourceRange)
    /// `self[RowInsetKey.self]` in an app's `extension EnvironmentValues`: the value an
    /// ancestor wrote for the key, else the key's `defaultValue`.
    case environmentKey(of: Eval, key: String, fallback: Eval)
    /// `subview[Rank.self]`: a `LayoutValueKey`'s value, its `defaultValue` where the view set none.
    case layoutValue(of: Eval, key: String, fallback: Eval, range: SourceRange)
    /// `dimensions[guide]` (`dimensions[explicit: guide]` when `explicit`).
    case viewDimensions(of: Eval, guide: Eval, vertical: Bool, explicit: Bool, range: SourceRange)
    /// `proxy[anchor]`: the anchor's rect or point in the proxy's view's coordinates.
    case anchor(of: Eval, anchor: Eval, range: SourceRange)
    /// `scores[name]` of a dictionary: the value, or nil.
    case dictionary(of: Eval, key: Eval, keyType: StaticType, range: SourceRange)
    /// `scores[name, default: 0]`: the value, or the default converted to `valueType`.
    case dictionaryDefault(of: Eval, key: Eval, fallback: Eval, keyType: StaticType, valueType: StaticType, range: SourceRange)
    /// `$fields[2]` of a `Binding<[String]>`: a binding to the element at that index.
    case bindingElement(of: Eval, index: Eval, range: SourceRange)
    /// `items[1...3]`, `text[..<i]`: the elements (or characters) in a range of positions.
    case range(of: Eval, bounds: Eval, range: SourceRange)
}
