import Testing
@testable import ScrollworkScript

/// The frame machinery trusts the resolver's indices and depths; a debug build checks them
/// instead of reading another frame's slot or memory past the buffer.
struct FrameTests {
    @Test func slotsAndAncestorsWithinTheFrameWork() {
        let outer = Frame(size: 2, parent: nil, context: nil)
        let inner = Frame(size: 1, parent: outer, context: nil)
        outer.slots[1] = .int(7)
        inner.slots[0] = .int(3)
        #expect(inner.ancestor(0) === inner)
        #expect(inner.ancestor(1) === outer)
        #expect(Value.equal(inner.ancestor(1).slots[1], .int(7)))
        inner.returnValue = .int(5)
        #expect(Value.equal(inner.takeReturnValue(), .int(5)))
        #expect(inner.returnValue.isNil)
    }

    #if DEBUG
    @Test func aDepthPastTheOutermostFrameStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let frame = Frame(size: 1, parent: nil, context: nil)
            _ = frame.ancestor(1)
        }
    }

    @Test func aSlotPastTheFrameStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let frame = Frame(size: 1, parent: nil, context: nil)
            _ = frame.slots[5]
        }
    }
    #endif
}
