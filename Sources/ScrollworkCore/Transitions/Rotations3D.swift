import Foundation

/// An item's `rotation3DEffect`s in the order they apply, kept in the value itself, up to
/// `capacity`: `ItemEffects` stays plain data, copied with no reference counting on the path
/// every frame takes for every item on screen. A view turned more often is refused where the
/// turn that does not fit is written (README, "Where our semantics had to choose").
public struct Rotations3D: RandomAccessCollection, Hashable, Sendable {
    public static var capacity: Int { 2 }

    public private(set) var count = 0
    @usableFromInline var first = Rotation3D.unused, second = Rotation3D.unused

    // Inlinable, as `ItemEffects.init()` is: made in place where effects are made.
    @inlinable public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Rotation3D {
        precondition(position >= 0 && position < count, "Rotations3D index out of range")
        return position == 0 ? first : second
    }

    /// Adds `turn` after the others; false, changing nothing, when `capacity` are kept already.
    public mutating func append(_ turn: Rotation3D) -> Bool {
        switch count {
        case 0: first = turn
        case 1: second = turn
        default: return false
        }
        count += 1
        return true
    }

    /// Adds `other`'s turns after these, all of them; false, changing nothing, when they do not fit.
    public mutating func append(contentsOf other: Rotations3D) -> Bool {
        guard count + other.count <= Self.capacity else { return false }
        for turn in other { _ = append(turn) }
        return true
    }

    public static func == (lhs: Rotations3D, rhs: Rotations3D) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for turn in self { hasher.combine(turn) }
    }
}

extension Rotation3D {
    /// What fills a place of `Rotations3D` no turn takes; never read.
    @inlinable static var unused: Rotation3D {
        Rotation3D(angle: 0, axisX: 0, axisY: 0, axisZ: 0, anchor: UnitPoint(x: 0, y: 0), anchorZ: 0, perspective: 0)
    }
}
