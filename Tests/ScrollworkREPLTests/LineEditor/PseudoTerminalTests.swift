import Foundation
import Testing
@testable import ScrollworkREPL

/// The interactive binary in a pseudo-terminal (through tmux): prompts, Tab completion,
/// multi-line input, history, Ctrl-C and Ctrl-D.
@Suite(.serialized, .enabled(if: TmuxTerminal.tmux != nil && Executable.url != nil,
                             "skipped: needs tmux and the built scrollwork executable"))
struct PseudoTerminalTests {
    private func start(home: URL) throws -> TmuxTerminal {
        guard let url = Executable.url,
              let terminal = TmuxTerminal(command: "cd '\(home.path)' && env -i HOME='\(home.path)' TERM=xterm LANG=C.UTF-8 '\(url.path)'")
        else { throw CocoaError(.executableLoad) }
        // tmux drops trailing spaces when it captures the screen, so prompts are matched without theirs.
        #expect(terminal.wait { $0.contains("scrollwork>") }, "screen: \(terminal.screen)")
        return terminal
    }

    @Test func completesCommandsAndRunsThem() throws {
        let home = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try start(home: home)
        #expect(terminal.screen.contains("Demo: a feed with pinned day headers"))
        terminal.type("hel")
        terminal.send("Tab")
        #expect(terminal.wait { $0.contains("scrollwork> help") })
        terminal.type("fl")
        terminal.send("Tab")
        #expect(terminal.wait { $0.contains("scrollwork> help fling") })
        terminal.send("Enter")
        #expect(terminal.wait { $0.contains("usage: fling V") })
        terminal.type("s")
        terminal.send("Tab")
        #expect(terminal.wait { $0.contains("scene  screen  scrolls  scrollto  set  settle  show  state  step") })
        terminal.send("C-c")
        #expect(terminal.wait { $0.contains("scrollwork> s^C") })
        // UTF-8 before the cursor: completion still finds the word, output keeps the text.
        terminal.type("print \"héllo ✓\" + \"\\(fp")
        terminal.send("Tab")
        #expect(terminal.wait { $0.contains("print \"héllo ✓\" + \"\\(fps") })
        terminal.type(")\"")
        terminal.send("Enter")
        #expect(terminal.wait { $0.contains("héllo ✓120.0") || $0.contains("héllo ✓120") })
        terminal.send("C-d")
        #expect(terminal.wait { _ in !terminal.isRunning })
    }

    @Test func continuesWhileBracesAreOpenAndKeepsHistory() throws {
        let home = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try start(home: home)
        terminal.type("struct Probe {")
        terminal.send("Enter")
        #expect(terminal.wait { $0.contains("...>") })
        terminal.type("}")
        terminal.send("Enter")
        #expect(terminal.wait { $0.components(separatedBy: "scrollwork>").count >= 3 })
        terminal.type("help trace")
        terminal.send("Enter")
        #expect(terminal.wait { $0.contains("usage: trace on|off") })
        terminal.type("abc")
        #expect(terminal.wait { $0.contains("scrollwork> abc") })
        terminal.send("C-c")
        #expect(terminal.wait { $0.contains("abc^C") })
        terminal.type("help watch")
        terminal.send("Enter")
        #expect(terminal.wait { $0.contains("usage: watch on|off") })
        terminal.send("Up")
        #expect(terminal.wait { $0.split(separator: "\n").last == "scrollwork> help watch" })
        terminal.send("C-u")
        terminal.send("C-d")
        #expect(terminal.wait { _ in !terminal.isRunning })
        // libedit writes entries vis-encoded: a space is `\040`, a newline `\012`.
        let history = ((try? String(contentsOf: home.appendingPathComponent(".scrollwork_history"), encoding: .utf8)) ?? "")
            .replacingOccurrences(of: "\\040", with: " ").replacingOccurrences(of: "\\012", with: "\n")
        #expect(history.contains("struct Probe {\n}"))
        #expect(history.contains("help trace"))
        #expect(history.contains("help watch"))
        #expect(!history.contains("abc"))
    }

    @Test func historyIsLoadedAtStart() throws {
        let home = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try start(home: home)
        first.type("help plot")
        first.send("Enter")
        #expect(first.wait { $0.contains("usage: plot") })
        first.send("C-d")
        #expect(first.wait { _ in !first.isRunning })
        let second = try start(home: home)
        second.send("Up")
        #expect(second.wait { $0.contains("scrollwork> help plot") })
        second.send("C-u")
        second.send("C-d")
    }
}
