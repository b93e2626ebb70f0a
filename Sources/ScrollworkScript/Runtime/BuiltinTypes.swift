import Foundation
import ScrollworkCore
import ScrollworkScene

/// The SwiftUI record types scripts receive and build, and conversions to and from the core's.
///
/// They are shared singletons so call sites can cache members by type identity.
enum BuiltinTypes {
    static let scrollTarget: StructType = {
        let type = StructType(name: "ScrollTarget", isBuiltin: true)
        type.addField("rect", type: .rect)
        type.addField("anchor", type: .optional(.unitPoint), defaultValue: { _ in .none })
        return type
    }()

    static let edgeInsets: StructType = {
        let type = StructType(name: "EdgeInsets", isBuiltin: true)
        for name in ["top", "leading", "bottom", "trailing"] {
            type.addField(name, type: .double, defaultValue: { _ in .double(0) })
        }
        return type
    }()

    /// UIKit's insets, its edges in UIKit's order: top, left, bottom, right.
    static let uiEdgeInsets: StructType = {
        let type = StructType(name: "UIEdgeInsets", isBuiltin: true)
        for name in ["top", "left", "bottom", "right"] {
            type.addField(name, type: .double, defaultValue: { _ in .double(0) })
        }
        return type
    }()

    static let targetContext: StructType = {
        let type = StructType(name: "ScrollTargetBehaviorContext", isBuiltin: true)
        type.addField("originalTarget", type: .of(scrollTarget), isLet: true)
        type.addField("velocity", type: .vector, isLet: true)
        type.addField("contentSize", type: .size, isLet: true)
        type.addField("containerSize", type: .size, isLet: true)
        type.addField("axes", type: .axisSet, isLet: true)
        return type
    }()

    static let scrollGeometry: StructType = {
        let type = StructType(name: "ScrollGeometry", isBuiltin: true)
        type.addField("contentOffset", type: .point)
        type.addField("contentSize", type: .size)
        type.addField("contentInsets", type: .of(edgeInsets))
        type.addField("containerSize", type: .size)
        let visible: (Value) -> Value = { value in
            guard case .record(_, let fields) = value, case .point(let origin) = fields[0],
                  case .size(let size) = fields[3] else { return .none }
            return .rect(Rect(origin: origin, size: size))
        }
        type.nativeComputed["visibleRect"] = visible
        type.nativeComputed["bounds"] = visible
        return type
    }()

    static let stickyItem: StructType = {
        let type = StructType(name: "StickyItem", isBuiltin: true)
        type.addField("id", type: .unknown, isLet: true)
        type.addField("index", type: .int, isLet: true)
        type.addField("frame", type: .rect, isLet: true)
        return type
    }()

    static let stickyContext: StructType = {
        let type = StructType(name: "StickyContext", isBuiltin: true)
        type.addField("visibleRect", type: .rect, isLet: true)
        type.addField("containerSize", type: .size, isLet: true)
        type.addField("contentSize", type: .size, isLet: true)
        type.addField("velocity", type: .vector, isLet: true)
        type.addField("phase", type: .named("ScrollPhase"), isLet: true)
        return type
    }()

    /// `onScrollPhaseChange`'s third argument: the geometry and velocity at the change.
    static let scrollPhaseChangeContext: StructType = {
        let type = StructType(name: "ScrollPhaseChangeContext", isBuiltin: true)
        type.addField("geometry", type: .of(scrollGeometry), isLet: true)
        type.addField("velocity", type: .optional(.vector), isLet: true)
        return type
    }()

    /// SwiftUI's `RectangleCornerRadii`: an uneven rounded rectangle's four radii.
    static let cornerRadii: StructType = {
        let type = StructType(name: "RectangleCornerRadii", isBuiltin: true)
        for name in cornerNames {
            type.addField(name, type: .double, defaultValue: { _ in .double(0) })
        }
        return type
    }()
    /// SwiftUI's `AnimatablePair`: two animatable values (a shape's `animatableData` of two
    /// properties; a `CGSize`'s width and height).
    static let animatablePair: StructType = {
        let type = StructType(name: "AnimatablePair", isBuiltin: true)
        type.addField("first", type: .unknown)
        type.addField("second", type: .unknown)
        return type
    }()

    /// Its corners in the order its initialiser takes them.
    static let cornerNames = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]

    static let records: [String: StructType] = [
        "ScrollTarget": scrollTarget, "EdgeInsets": edgeInsets, "RectangleCornerRadii": cornerRadii, "UIEdgeInsets": uiEdgeInsets, "ScrollTargetBehaviorContext": targetContext,
        "TargetContext": targetContext, "ScrollGeometry": scrollGeometry, "StickyItem": stickyItem,
        "StickyContext": stickyContext, "ScrollPosition": ScrollPositionValue.type,
        "LayoutProperties": LayoutPropertiesValue.type,
        "ScrollPhaseChangeContext": scrollPhaseChangeContext, "ClosedRange<Double>": FloatingRangeTypes.closed,
        "Range<Double>": FloatingRangeTypes.halfOpen, "ClosedRange<Date>": DateRangeTypes.closed, "Range<Date>": DateRangeTypes.halfOpen,
        "ClosedRange<UInt64>": UnsignedRangeTypes.pair.closed, "Range<UInt64>": UnsignedRangeTypes.pair.halfOpen,
        "UUID": FoundationTypes.uuid, "Date": FoundationTypes.date,
        "CLLocationCoordinate2D": LocationTypes.coordinate, "CLLocation": LocationTypes.location,
        "MKCoordinateSpan": LocationTypes.span, "MKCoordinateRegion": LocationTypes.region, "MapCameraPosition": LocationTypes.cameraPosition,
        "DragGesture.Value": DragValueType.type,
        "SequenceGesture.Value": GestureCombination.sequence.valueType, "SimultaneousGesture.Value": GestureCombination.simultaneous.valueType,
        "ExclusiveGesture.Value": GestureCombination.exclusive.valueType, "AnimatablePair": animatablePair,
    ]

    /// Type names that are not records: scalars, geometry, enums.
    static let scalarTypes: [String: StaticType] = [
        "Int": .int, "Double": .double, "CGFloat": .double, "Float": .double, "Bool": .bool, "String": .string,
        "CGRect": .rect, "CGPoint": .point, "CGSize": .size, "CGVector": .vector, "UnitPoint": .unitPoint,
        "Angle": .angle, "ScrollTransitionPhase": .phase, "Edge.Set": .edgeSet, "Axis.Set": .axisSet,
        "ScrollTargetBehavior.Context": .of(targetContext), "Void": .void,
        "FloatingPointRoundingRule": .unknown,
    ]

    // MARK: Conversions

    static func value(_ target: ScrollTarget) -> Value {
        scrollTarget.make([.rect(target.rect), target.anchor.map { .unitPoint($0) } ?? .none])
    }

    static func target(_ value: Value) -> ScrollTarget? {
        guard case .record(let type, let fields) = value, type === scrollTarget, case .rect(let rect) = fields[0] else {
            return nil
        }
        var anchor: UnitPoint?
        if case .unitPoint(let point) = fields[1] { anchor = point }
        return ScrollTarget(rect: rect, anchor: anchor)
    }

    static func value(_ context: TargetContext) -> Value {
        targetContext.make([value(context.originalTarget), .vector(context.velocity), .size(context.contentSize),
                            .size(context.containerSize), .optionSet(.axes, context.axis == .vertical ? 2 : 1)])
    }

    static func value(_ insets: ScrollworkCore.EdgeInsets) -> Value {
        edgeInsets.make([.double(insets.top), .double(insets.leading), .double(insets.bottom), .double(insets.trailing)])
    }

    static func value(_ geometry: ScrollworkCore.ScrollGeometry) -> Value {
        scrollGeometry.make([.point(geometry.contentOffset), .size(geometry.contentSize), value(geometry.contentInsets),
                             .size(geometry.containerSize)])
    }

    static func value(_ id: ItemID) -> Value {
        switch id {
        case .int(let number): return .int(number)
        case .string(let text): return .string(text)
        }
    }

    static func value(_ item: ScrollworkCore.StickyItem) -> Value {
        stickyItem.make([value(item.id), .int(item.index), .rect(item.frame)])
    }

    static func value(_ context: ScrollworkCore.StickyContext) -> Value {
        stickyContext.make([.rect(context.visibleRect), .size(context.containerSize), .size(context.contentSize),
                            .vector(context.velocity), .symbol(context.phase.rawValue)])
    }
}
