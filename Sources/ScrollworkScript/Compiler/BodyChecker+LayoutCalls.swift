import Foundation
import ScrollworkFrontEnd

extension BodyChecker {
    /// `MyLayout(spacing: 4) { … }` and `HStackLayout() { … }`: a trailing closure the
    /// initialiser does not take is, as Swift reads it, the new layout's `callAsFunction(_:)`
    /// with those views. Nil when the call is not of that shape.
    func layoutContainerCall(_ arguments: [Argument], isLayout: Bool, initTakesClosure: Bool, range: SourceRange,
                             nameRange: SourceRange, construct: ([Argument]) -> Typed) -> TypedExpression? {
        guard isLayout, !initTakesClosure, let content = arguments.last, content.isTrailingClosure,
              arguments.dropLast().allSatisfy({ !$0.isTrailingClosure }) else { return nil }
        let layout = construct(Array(arguments.dropLast()))
        return memberCall(layout, "callAsFunction", [content], nameRange: nameRange, range: range, asPlace: { nil })
    }

    /// Whether one of a script type's initialisers (or its memberwise one) can take a closure.
    func initializerTakesClosure(_ type: StructType) -> Bool {
        if !type.initializers.isEmpty {
            return type.initializers.contains { $0.shapes.contains(where: \.acceptsClosure) }
        }
        return type.fieldTypes.contains { $0.unwrapped.isFunction } || !type.viewBuilderFields.isEmpty
    }

    /// Whether the surface type is a layout (`HStackLayout`, `AnyLayout`).
    func isSurfaceLayout(_ typeName: String) -> Bool {
        typeName != "Layout" && surface.lineage(of: typeName).contains("Layout")
    }

    /// `layout { … }` on a value whose static type is a layout: its `callAsFunction(_:)`.
    func layoutValueCall(_ callee: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard surfaceMembersTypeName(of: callee.type).map({ $0 == "Layout" || isSurfaceLayout($0) }) == true else { return nil }
        return memberCall(callee, "callAsFunction", arguments, nameRange: range, range: range, asPlace: { nil })
    }
}

extension BodyChecker {
    /// `subview[Key.self]` (a `LayoutValueKey`'s value, its `defaultValue` where the view set
    /// none), `dimensions[guide]` and `proxy[anchor]`; nil for other subscripts.
    func layoutSubscript(_ container: Typed, _ arguments: [Argument], range: SourceRange) -> TypedExpression? {
        guard arguments.count == 1 else { return nil }
        let base = container.eval
        switch container.type {
        case .named("LayoutSubview"), .unknown:
            // A closure's `$0[Rank.self]` whose element type is not inferred: a subview by its key.
            guard arguments[0].label == nil, let key = layoutValueKey(arguments[0]) else { return nil }
            let fallback = expressionLowering.lower(staticMember(of: key, "defaultValue", range: arguments[0].range))
            return .subscriptRead(.layoutValue(of: base, key: key.name, fallback: fallback.eval, range: range), type: fallback.type)
        case .named("ViewDimensions"):
            let guide = expression(arguments[0].value, expected: .unknown)
            let vertical = guide.type == .named("VerticalAlignment") || Self.isVerticalGuide(arguments[0].value)
            let explicit = arguments[0].label == "explicit"
            return .subscriptRead(.viewDimensions(of: base, guide: guide.eval, vertical: vertical, explicit: explicit, range: range),
                                  type: explicit ? .optional(.double) : .double)
        case .named("GeometryProxy"):
            let anchor = expression(arguments[0].value, expected: .named("Anchor")).eval
            return .subscriptRead(.anchor(of: base, anchor: anchor, range: range), type: .unknown)
        default:
            return nil
        }
    }

    /// `proxy[anchor]`: the anchor's rect or point in the proxy's view's coordinates.
    static func anchored(_ proxy: Value, _ anchor: Value) throws -> Value {
        guard case .host(let proxy as GeometryProxyValue) = proxy else { throw RuntimeFailure("expected a GeometryProxy") }
        guard case .host(let anchor as AnchorValue) = anchor else {
            throw RuntimeFailure("a GeometryProxy is subscripted with an Anchor, not \(anchor.typeName)")
        }
        return proxy.resolve(anchor)
    }

    /// The script's `LayoutValueKey` type an argument `Key.self` names.
    private func layoutValueKey(_ argument: Argument) -> StructType? {
        guard case .postfix(let base, let operations) = argument.value.kind, operations.count == 1,
              case .member("self", _) = operations[0].kind else { return nil }
        let spelled: String?
        switch base.kind {
        case .identifier(let name): spelled = name
        case .typeExpression(let syntax): spelled = syntax.dottedName
        default: spelled = nil
        }
        guard let name = spelled, let type = resolveTypeName(name), !type.isBuiltin, type.conforms(to: "LayoutValueKey") else { return nil }
        return type
    }

    /// `VerticalAlignment.center` written out: the vertical centre, not the horizontal one.
    private static func isVerticalGuide(_ expression: Expression) -> Bool {
        guard case .postfix(let base, let operations) = expression.kind, operations.count == 1,
              case .identifier("VerticalAlignment") = base.kind else { return false }
        return true
    }
}
