import Testing
@testable import ScrollworkCore

@Suite struct Rotations3DTests {
    private func turn(_ angle: Double, axisX: Double = 0, axisY: Double = 1) -> Rotation3D {
        Rotation3D(angle: angle, axisX: axisX, axisY: axisY, axisZ: 0, anchor: .center, anchorZ: 0, perspective: 1)
    }

    // The point of keeping the turns inline: the effects of an item are copied on every frame
    // for every item on screen, and plain data is copied without reference counting.
    @Test func itemEffectsArePlainData() {
        #expect(_isPOD(ItemEffects.self))
    }

    @Test func turnsAreKeptInTheOrderTheyApply() {
        var turns = Rotations3D()
        let kept = [turns.append(turn(30)), turns.append(turn(90, axisX: 1, axisY: 0))]
        #expect(kept == [true, true])
        #expect(Array(turns) == [turn(30), turn(90, axisX: 1, axisY: 0)])
    }

    @Test func aTurnPastTheCapacityIsRefusedAndChangesNothing() {
        var turns = Rotations3D()
        let kept = (1...Rotations3D.capacity).map { turns.append(turn(Double($0))) }
        #expect(kept.allSatisfy { $0 })
        let full = turns
        let keptPastCapacity = turns.append(turn(45))
        #expect(!keptPastCapacity)
        #expect(turns == full)
    }

    @Test func appendingAnotherListTakesAllItsTurnsOrNone() {
        var first = Rotations3D(), second = Rotations3D()
        _ = first.append(turn(10))
        _ = second.append(turn(20))
        var both = first
        let keptBoth = both.append(contentsOf: second)
        #expect(keptBoth)
        #expect(Array(both) == [turn(10), turn(20)])
        let keptThird = both.append(contentsOf: second)
        #expect(!keptThird)
        #expect(Array(both) == [turn(10), turn(20)])
    }

    // Equal turns make equal lists whatever was stored before: effects are compared to find
    // identity and shared as dictionary keys.
    @Test func equalityAndHashingReadOnlyTheTurnsKept() {
        var a = Rotations3D(), b = Rotations3D()
        _ = a.append(turn(10))
        _ = b.append(turn(10))
        #expect(a == b && a.hashValue == b.hashValue)
        _ = b.append(turn(20))
        #expect(a != b)
        var effects = ItemEffects()
        _ = effects.rotations3D.append(turn(10))
        #expect(!effects.isIdentity)
        #expect(ItemEffects().isIdentity)
    }
}
