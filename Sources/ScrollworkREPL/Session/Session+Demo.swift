import Foundation

extension Session {
    /// Loads the bundled demo's source and makes its scene current, quietly.
    func openBundledDemo() throws {
        _ = try loadSource(path: BundledDemo.path, text: BundledDemo.source)
        _ = try makeScene(BundledDemo.scene)
    }
}
