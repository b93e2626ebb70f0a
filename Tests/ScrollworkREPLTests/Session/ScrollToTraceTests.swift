import Foundation
import Testing
@testable import ScrollworkREPL

/// `proxy.scrollTo` of an id no view has does nothing, as in SwiftUI; with `trace on` one line
/// names the id, so a silent no-op is explained.
struct ScrollToTraceTests {
    @Test func anIDNoViewHasScrollsNothingAndIsTraced() {
        let session = Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]),
                              options: SessionOptions(directory: URL(fileURLWithPath: "/")))
        session.run("""
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            Button("Missing") { proxy.scrollTo("missing") }.frame(height: 100).id("go")
                            ForEach(0..<40) { i in Text("\\(i)").frame(height: 100) }
                        }
                    }
                }
            }
        }
        """, "scene Jump", "trace on")
        let result = session.execute("tap go")
        #expect(result.status == .ok)
        #expect(result.output.contains("scrollTo(missing): no view has this id, nothing scrolls"))
        #expect(session.execute("expect offset == 0").status == .ok)
    }
}
