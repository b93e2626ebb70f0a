import Foundation

/// Which surface entries compiled code has reached, so a test can prove that every entry
/// which claims an effect is exercised by some fixture: nothing is accepted and silently ignored.
///
/// Recorded once per compiled call site, never per run, so it costs nothing on hot paths.
final class SurfaceUsage: @unchecked Sendable {
    static let shared = SurfaceUsage()
    private let lock = NSLock()
    private var reached = Set<SurfaceEntry.Key>()

    func record(_ entry: SurfaceEntry) {
        lock.lock()
        reached.insert(entry.key)
        lock.unlock()
    }

    func contains(_ entry: SurfaceEntry) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reached.contains(entry.key)
    }
}

extension SurfaceEntry {
    /// Unique per declaration: the owner and the declaration text, hashed as they are (no text
    /// is made per call site: a file of 100,000 modifiers records 100,000 times).
    struct Key: Hashable {
        let owner: SurfaceOwner
        let declaration: String
    }

    var key: Key { Key(owner: owner, declaration: declaration) }
}
