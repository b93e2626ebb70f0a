import ScrollworkCore

/// The session the list benchmarks step: from `offset`, ten simulated seconds of flings, one
/// a second at varied speeds, 120 frames each, with `read(effects, position)` called for every
/// item the frame evaluated a transition for (what the benchmark measures beside the physics:
/// the frame runs each visible item's closure once, readers read what it kept). Returns the
/// frames stepped.
enum FlingSession {
    static let velocities = [6000.0, -4000, 9000, -12000, 3000]

    static func run(_ sim: ScrollSimulation, from offset: Double, reading read: (FrameEffects, Int) -> Double) -> Int {
        sim.scroll(toOffset: offset, animated: false)
        var frames = 0, checksum = 0.0
        for second in 0..<10 {
            sim.fling(velocities[second % velocities.count])
            for _ in 0..<120 {
                sim.step()
                let effects = sim.frameEffects
                for position in effects.indices.indices { checksum += read(effects, position) }
                frames += 1
            }
        }
        if checksum.isNaN { print("unexpected NaN") }
        return frames
    }
}
