/// The values the calls of a preview's own body gave at the scene's first evaluation, by call
/// site and by how many times the site had run in that evaluation, given back at every later
/// one (see `ExpressionLowering.replayedInPreview`). A scene's runtime has one; a reload makes
/// a new runtime, so the body's calls run afresh, as Xcode runs it again on a refresh.
final class PreviewReplay {
    /// A call in a preview's body, one per call compiled there.
    final class Site {}

    private var values: [ObjectIdentifier: [Value]] = [:]
    private var runs: [ObjectIdentifier: Int] = [:]

    /// Starts an evaluation of the scene: each site's count of runs starts again.
    func beginEvaluation() {
        if !runs.isEmpty { runs.removeAll(keepingCapacity: true) }
    }

    /// The value of the site's next run in this evaluation: the first evaluation's, else `make()`'s.
    func value(at site: Site, _ make: () throws -> Value) rethrows -> Value {
        let key = ObjectIdentifier(site)
        let run = runs[key, default: 0]
        runs[key] = run + 1
        if let made = values[key], run < made.count { return made[run] }
        let value = try make()
        values[key, default: []].append(value)
        return value
    }
}
