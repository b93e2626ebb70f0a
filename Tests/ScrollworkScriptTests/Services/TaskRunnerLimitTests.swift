import Foundation
import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Each task runs on a thread of its own: past `SceneServices.runningTaskLimit` running at once
/// in a scene, one more ends at once with a located error, whoever waits for it hears it, and
/// the frames go on.
struct TaskRunnerLimitTests {
    private func errors(_ heard: [ScrollEvent]) -> [String] {
        heard.compactMap { event -> String? in
            guard case .scriptError(let failure) = event.kind else { return nil }
            return Diagnostic(failure).message
        }
    }

    /// A task started each time a reader is laid out, whose state change lays the scene out
    /// again: each task starts the next, each on a thread of its own. Past the scene's limit the
    /// task ends with an error instead, and the frames go on.
    @Test func tasksStartedAtEveryLayoutStopAtTheLimitWithAnError() throws {
        let source = """
        struct Tracker: View {
            @State var offset: CGFloat = 0
            @State var collapsed = false
            var body: some View {
                ScrollView {
                    GeometryReader { proxy in Color.clear.frame(height: track(proxy)) }.frame(height: 10)
                }
            }
            func track(_ proxy: GeometryProxy) -> CGFloat {
                Task {
                    offset = proxy.frame(in: .global).minY
                    withAnimation(.easeInOut) { collapsed = offset < -20 }
                }
                return 0
            }
        }
        """
        let (_, scene) = try makeScene(source, "Tracker")
        var heard: [ScrollEvent] = []
        scene.onEvent = { heard.append($0) }
        scene.simulation.step(frames: 30)
        #expect(scene.runtime.sceneServices.runningTasks <= SceneServices.runningTaskLimit)
        #expect(errors(heard).contains(SceneServices.tooManyRunningTasks))
    }

    /// A group whose children sleep past the limit: the child refused is finished at once, so
    /// the group delivers it (with its error) instead of waiting for children that sleep on.
    @Test func aGroupHearsAChildRefusedAtTheLimit() throws {
        let source = """
        struct Crowd: View {
            @State var delivered = 0
            var body: some View {
                ScrollView {
                    Text("\\(delivered)").frame(height: 40).id("go")
                        .onTapGesture {
                            Task {
                                await withTaskGroup(of: Void.self) { group in
                                    for _ in 0..<600 { group.addTask { try? await Task.sleep(nanoseconds: 1_000_000_000_000) } }
                                    _ = await group.next()
                                    delivered = 1
                                }
                            }
                        }
                }
            }
        }
        """
        let (_, scene) = try makeScene(source, "Crowd")
        var heard: [ScrollEvent] = []
        scene.onEvent = { heard.append($0) }
        try scene.tap(ItemID.string("go"))
        scene.simulation.step(frames: 2)
        #expect(errors(heard).contains(SceneServices.tooManyRunningTasks))
        #expect(scene.runtime.sceneServices.runningTasks <= SceneServices.runningTaskLimit)
    }
}
