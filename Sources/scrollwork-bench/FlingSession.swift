import ScrollworkCore

/// The session the list benchmarks step: from `offset`, ten simulated seconds of flings, one
/// a second at varied speeds, 120 frames each, with `read(item)` called for every visible item
/// at every frame (what the benchmark measures beside the physics). Returns the frames stepped.
enum FlingSession {
    static let velocities = [6000.0, -4000, 9000, -12000, 3000]

    static func run(_ sim: ScrollSimulation, from offset: Double, reading read: (Int) -> Double) -> Int {
        sim.scroll(toOffset: offset, animated: false)
        var frames = 0, checksum = 0.0
        for second in 0..<10 {
            sim.fling(velocities[second % velocities.count])
            for _ in 0..<120 {
                sim.step()
                for index in sim.visibleIndices { checksum += read(index) }
                frames += 1
            }
        }
        if checksum.isNaN { print("unexpected NaN") }
        return frames
    }
}
