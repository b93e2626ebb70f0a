import Foundation
import Testing
@testable import ScrollworkREPL

/// Ctrl-C stops the running command at the next frame or script step, says where, keeps the
/// scene as that frame left it and returns to the prompt; `scrollwork run` exits 130.
@Suite(.serialized)
struct InterruptTests {
    /// A list whose geometry action loops on every frame: a long settle takes minutes.
    static let slow = """
        import SwiftUI

        struct Slow: View {
            @State private var total = 0

            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<400) { i in
                            Text("Row \\(i)").frame(height: 100)
                        }
                    }
                }
                .onScrollGeometryChange(for: CGFloat.self) { geometry in
                    geometry.contentOffset.y
                } action: { _, offset in
                    var sum = 0
                    for i in 0..<20_000 { sum = (sum + i + Int(offset)) % 1000 }
                    total = sum
                }
            }
        }

        """

    private func folderWithSlowScene() throws -> URL {
        let folder = try Executable.temporaryFolder()
        try Self.slow.write(to: folder.appendingPathComponent("Slow.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The seconds in `interrupted at 2.350 s`, from the last such line.
    private func stoppedAt(_ text: String) -> Double? {
        guard let range = text.range(of: "interrupted at ", options: .backwards) else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// Whether the prompt is back: it is the last line on the screen (tmux drops its trailing space).
    private func prompted(_ screen: String) -> Bool {
        screen.split(separator: "\n").last == "scrollwork>"
    }

    @Test(.enabled(if: TmuxTerminal.tmux != nil && Executable.url != nil, "needs tmux and the built scrollwork executable"))
    func ctrlCStopsALongSettleAndTheNextCommandRuns() throws {
        let folder = try folderWithSlowScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let url = Executable.url,
              let terminal = TmuxTerminal(command: "cd '\(folder.path)' && env -i HOME='\(folder.path)' TERM=xterm LANG=C.UTF-8 "
                                              + "'\(url.path)' Slow.swift")
        else { throw CocoaError(.executableLoad) }
        #expect(terminal.wait { $0.contains("scene Slow: 400 items") && $0.contains("scrollwork>") }, "screen: \(terminal.screen)")
        terminal.type("fling 5000\n")
        #expect(terminal.wait { $0.components(separatedBy: "scrollwork>").count >= 3 }, "screen: \(terminal.screen)")
        terminal.type("settle 30\n")
        // Let a few frames run, then Ctrl-C.
        #expect(terminal.wait { $0.contains("scrollwork> settle 30") })
        usleep(1_000_000)
        terminal.send("C-c")
        #expect(terminal.wait { self.stoppedAt($0) != nil && self.prompted($0) }, "screen: \(terminal.screen)")
        let stopped = stoppedAt(terminal.screen) ?? -1
        // Stopped well before the 30 s of scene time the settle asked for.
        #expect(stopped > 0 && stopped < 30, "screen: \(terminal.screen)")
        // The next command runs, on the scene as the last frame left it.
        terminal.type("print time\n")
        #expect(terminal.wait { $0.contains("scrollwork> print time\n") && self.prompted($0) }, "screen: \(terminal.screen)")
        let printed = terminal.screen.components(separatedBy: "scrollwork> print time\n").last?
            .split(separator: "\n").first.flatMap { Double($0) }
        #expect(printed.map { abs($0 - stopped) < 0.001 } == true, "screen: \(terminal.screen)")
        terminal.type("expect phase == .decelerating\n")
        #expect(terminal.wait { $0.contains("expect phase == .decelerating\nscrollwork>") }, "screen: \(terminal.screen)")
        // Saved, the stopped settle is the frames it ran: the session replays to the same place.
        terminal.type("save stopped.session\n")
        #expect(terminal.wait { $0.contains("saved stopped.session: 2 commands") && self.prompted($0) }, "screen: \(terminal.screen)")
        terminal.send("C-d")
        #expect(terminal.wait { _ in !terminal.isRunning })
        let saved = (try? String(contentsOf: folder.appendingPathComponent("stopped.session"), encoding: .utf8)) ?? ""
        #expect(saved.contains("fling 5000\nstep \(Int((stopped * 120).rounded()))\n"), "\(saved)")
        let replay = try Executable.run(["run", "stopped.session"], directory: folder, home: folder)
        #expect(replay.status == 0, "\(replay.standardError)")
    }

    @Test(.enabled(if: Executable.url != nil, "needs the built scrollwork executable"))
    func ctrlCEndsARunWith130() throws {
        let folder = try folderWithSlowScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "load Slow.swift\nscene Slow\nfling 5000\nsettle 1000\nexpect phase == .idle\n"
            .write(to: folder.appendingPathComponent("slow.session"), atomically: true, encoding: .utf8)
        let outcome = try Executable.run(["run", "slow.session"], directory: folder, home: folder) { pid in
            // Ctrl-C once the settle runs; should the tool not stop, end it for good later.
            DispatchQueue.global().asyncAfter(deadline: .now() + 2) { kill(pid, SIGINT) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) { kill(pid, SIGKILL) }
        }
        #expect(outcome.status == 130)
        // The tool stopped itself (a process that SIGINT killed is also 130, but says nothing).
        #expect(outcome.standardError.hasPrefix("slow.session:4: interrupted at "), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("expect"), "\(outcome.standardError)")
        #expect(CommandStatus.interrupted.exitCode == 130)
    }
}
