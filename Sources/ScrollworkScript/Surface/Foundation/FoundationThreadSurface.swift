/// `Thread.isMainThread`, which apps assert on (`assert(!Thread.isMainThread)` in a request's
/// decoding) or branch on before touching the UI. A scene runs one block at a time, but each
/// knows the thread iOS would run it on: the main queue's, a timer's and a view's code on the
/// main thread; another queue's blocks, URLSession's callbacks and a request publisher's
/// values (until `receive(on: DispatchQueue.main)`) on another. Nothing else of `Thread`
/// (sleeping, starting threads) is in the sandbox.
enum FoundationThreadSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Thread", .class, doc: "A thread of execution; scripts can ask which one they run on.") { t in
            t.sceneStaticProperty("class var isMainThread: Bool { get }", role: .interaction,
                                  doc: "Whether the code runs on the main thread: false in a block of another queue and in URLSession's callbacks.") {
                .bool($0?.services?.isOnMainThread ?? true)
            }
            t.sceneStaticProperty("class var current: Thread { get }", role: .interaction, doc: "The thread the code runs on.") {
                .host(ThreadValue(isMainThread: $0?.services?.isOnMainThread ?? true))
            }
            t.property("var isMainThread: Bool { get }", role: .interaction, doc: "Whether this is the main thread.") {
                .bool(try ValueReaders.host($0, ThreadValue.self, "Thread").isMainThread)
            }
        }
    }
}

/// A `Thread` as scripts see it: which one it is.
final class ThreadValue: HostObject {
    let isMainThread: Bool
    init(isMainThread: Bool) { self.isMainThread = isMainThread }
    var typeName: String { "Thread" }
}
