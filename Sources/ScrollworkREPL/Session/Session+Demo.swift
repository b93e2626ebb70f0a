import Foundation

extension Session {
    /// Loads the bundled demo's source and makes its scene current, quietly. Its source is
    /// part of a saved session's setup, as if typed, since no file holds it.
    func openBundledDemo() throws {
        _ = try loadSource(path: BundledDemo.path, text: BundledDemo.source)
        codeLog.append(BundledDemo.source)
        _ = try makeScene(BundledDemo.scene)
    }
}
