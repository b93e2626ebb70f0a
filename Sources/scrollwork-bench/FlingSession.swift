import ScrollworkCore

/// The session the list benchmarks step: from `offset`, ten simulated seconds of flings, one
/// a second at varied speeds, 120 frames each, with `read(simulation)` called after every frame
/// (what the benchmark measures beside the physics: reading what the frame left of the items
/// on screen). Returns the frames stepped.
enum FlingSession {
    static let velocities = [6000.0, -4000, 9000, -12000, 3000]

    static func run(_ sim: ScrollSimulation, from offset: Double, reading read: (ScrollSimulation) -> Double) -> Int {
        sim.scroll(toOffset: offset, animated: false)
        var frames = 0, checksum = 0.0
        for second in 0..<10 {
            sim.fling(velocities[second % velocities.count])
            for _ in 0..<120 {
                sim.step()
                checksum += read(sim)
                frames += 1
            }
        }
        if checksum.isNaN { print("unexpected NaN") }
        return frames
    }

    /// The sum of `value` over the effects the frame evaluated (every visible row's closure ran once).
    static func sum(_ sim: ScrollSimulation, _ value: (ItemEffects) -> Double) -> Double {
        var total = 0.0
        for entry in sim.frameEffects.entries { total += value(entry.effects) }
        return total
    }
}
