import Foundation
import ScrollworkCore
import ScrollworkScene

/// Where the numbers of an `updateTarget` call live in its frame's `numbers`.
enum TargetNumbers {
    /// The target: its rect's x, y, width and height, then its anchor: 1 when it has one, x, y.
    static let target = 0
    /// The context's original target, laid out as the target is.
    static let originalTarget = 7
    static let velocity = 14
    static let contentSize = 16
    static let containerSize = 18
    /// The context's `Axis.Set` bits.
    static let axes = 20
    /// `self`'s Double properties follow the arguments.
    static let count = 21

    /// Stores a target at `offset`.
    @inline(__always)
    static func store(_ target: ScrollTarget, _ numbers: UnsafeMutablePointer<Double>, at offset: Int) {
        numbers[offset] = target.rect.origin.x
        numbers[offset + 1] = target.rect.origin.y
        numbers[offset + 2] = target.rect.size.width
        numbers[offset + 3] = target.rect.size.height
        if let anchor = target.anchor {
            numbers[offset + 4] = 1
            numbers[offset + 5] = anchor.x
            numbers[offset + 6] = anchor.y
        } else {
            numbers[offset + 4] = 0
        }
    }

    /// Reads a target back from `offset`.
    @inline(__always)
    static func target(_ numbers: UnsafeMutablePointer<Double>, at offset: Int) -> ScrollTarget {
        let anchor = numbers[offset + 4] != 0 ? UnitPoint(x: numbers[offset + 5], y: numbers[offset + 6]) : nil
        return ScrollTarget(rect: TargetPlace.rect(numbers, offset), anchor: anchor)
    }

    /// The context's fields as bits, for `TargetUses.contextFields`.
    static let originalTargetField: UInt8 = 1, velocityField: UInt8 = 2, contentSizeField: UInt8 = 4,
               containerSizeField: UInt8 = 8, axesField: UInt8 = 16

    /// The context field whose numbers include `offset`, if any.
    static func contextField(at offset: Int) -> UInt8? {
        switch offset {
        case originalTarget..<velocity: return originalTargetField
        case velocity..<contentSize: return velocityField
        case contentSize..<containerSize: return contentSizeField
        case containerSize..<axes: return containerSizeField
        case axes: return axesField
        default: return nil
        }
    }

    /// Stores the context's fields named in `fields`.
    @inline(__always)
    static func store(_ context: TargetContext, _ numbers: UnsafeMutablePointer<Double>, fields: UInt8) {
        if fields & originalTargetField != 0 { store(context.originalTarget, numbers, at: originalTarget) }
        if fields & velocityField != 0 {
            numbers[velocity] = context.velocity.dx
            numbers[velocity + 1] = context.velocity.dy
        }
        if fields & contentSizeField != 0 {
            numbers[contentSize] = context.contentSize.width
            numbers[contentSize + 1] = context.contentSize.height
        }
        if fields & containerSizeField != 0 {
            numbers[containerSize] = context.containerSize.width
            numbers[containerSize + 1] = context.containerSize.height
        }
        if fields & axesField != 0 { numbers[axes] = context.axis == .vertical ? 2 : 1 }
    }
}

/// A place inside the arguments of an `updateTarget` call: what it holds and the offset of
/// its first number.
struct TargetPlace {
    enum Kind: Int {
        case target, context, rect, point, size, vector, anchor, axes, number
    }

    let kind: Kind
    let offset: Int

    init(_ kind: Kind, _ offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The place as it travels in a `FieldPath`.
    var fields: [Int] { [kind.rawValue, offset] }

    init?(_ fields: [Int]) {
        guard fields.count == 2, let kind = Kind(rawValue: fields[0]) else { return nil }
        self.init(kind, fields[1])
    }

    /// The stored member `name` of a value at this place, as the script types name it.
    func member(_ name: String) -> TargetPlace? {
        switch (kind, name) {
        case (.target, "rect"): return TargetPlace(.rect, offset)
        case (.target, "anchor"): return TargetPlace(.anchor, offset + 4)
        case (.context, "originalTarget"): return TargetPlace(.target, TargetNumbers.originalTarget)
        case (.context, "velocity"): return TargetPlace(.vector, TargetNumbers.velocity)
        case (.context, "contentSize"): return TargetPlace(.size, TargetNumbers.contentSize)
        case (.context, "containerSize"): return TargetPlace(.size, TargetNumbers.containerSize)
        case (.context, "axes"): return TargetPlace(.axes, TargetNumbers.axes)
        case (.rect, "origin"): return TargetPlace(.point, offset)
        case (.rect, "size"): return TargetPlace(.size, offset + 2)
        case (.point, "x"), (.size, "width"), (.vector, "dx"): return TargetPlace(.number, offset)
        case (.point, "y"), (.size, "height"), (.vector, "dy"): return TargetPlace(.number, offset + 1)
        default: return nil
        }
    }

    var staticType: StaticType {
        switch kind {
        case .target: return .of(BuiltinTypes.scrollTarget)
        case .context: return .of(BuiltinTypes.targetContext)
        case .rect: return .rect
        case .point: return .point
        case .size: return .size
        case .vector: return .vector
        case .anchor: return .optional(.unitPoint)
        case .axes: return .axisSet
        case .number: return .double
        }
    }

    @inline(__always)
    static func rect(_ numbers: UnsafeMutablePointer<Double>, _ offset: Int) -> Rect {
        Rect(x: numbers[offset], y: numbers[offset + 1], width: numbers[offset + 2], height: numbers[offset + 3])
    }

    /// The value at this place as the script sees it.
    func value(_ numbers: UnsafeMutablePointer<Double>) -> Value {
        let o = offset
        switch kind {
        case .target: return BuiltinTypes.value(TargetNumbers.target(numbers, at: o))
        case .context:
            return BuiltinTypes.targetContext.make([
                BuiltinTypes.value(TargetNumbers.target(numbers, at: TargetNumbers.originalTarget)),
                TargetPlace(.vector, TargetNumbers.velocity).value(numbers),
                TargetPlace(.size, TargetNumbers.contentSize).value(numbers),
                TargetPlace(.size, TargetNumbers.containerSize).value(numbers),
                TargetPlace(.axes, TargetNumbers.axes).value(numbers),
            ])
        case .rect: return .rect(Self.rect(numbers, o))
        case .point: return .point(Point(x: numbers[o], y: numbers[o + 1]))
        case .size: return .size(Size(width: numbers[o], height: numbers[o + 1]))
        case .vector: return .vector(Vector(dx: numbers[o], dy: numbers[o + 1]))
        case .anchor: return numbers[o] != 0 ? .unitPoint(UnitPoint(x: numbers[o + 1], y: numbers[o + 2])) : .none
        case .axes: return .optionSet(.axes, UInt8(numbers[o]))
        case .number: return .double(numbers[o])
        }
    }

    /// Stores a value of this place's type; false (storing nothing) for a value of another
    /// type. An anchor that is not a `UnitPoint` is no anchor, as a target record reads it.
    func store(_ value: Value, _ numbers: UnsafeMutablePointer<Double>) -> Bool {
        let o = offset
        switch (kind, value) {
        case (.number, .double(let number)): numbers[o] = number
        case (.number, .int(let number)): numbers[o] = Double(number)
        case (.rect, .rect(let rect)):
            numbers[o] = rect.origin.x
            numbers[o + 1] = rect.origin.y
            numbers[o + 2] = rect.size.width
            numbers[o + 3] = rect.size.height
        case (.point, .point(let point)):
            numbers[o] = point.x
            numbers[o + 1] = point.y
        case (.size, .size(let size)):
            numbers[o] = size.width
            numbers[o + 1] = size.height
        case (.anchor, .unitPoint(let point)):
            numbers[o] = 1
            numbers[o + 1] = point.x
            numbers[o + 2] = point.y
        case (.anchor, _):
            numbers[o] = 0
        case (.target, _):
            guard let target = BuiltinTypes.target(value) else { return false }
            TargetNumbers.store(target, numbers, at: o)
        default:
            return false
        }
        return true
    }
}
