import Foundation
import Testing
@testable import ScrollworkREPL

/// A loaded file saved under a running REPL (in a pseudo-terminal, through tmux) reloads by
/// itself: the offset and `@State` stay, one line says so above the prompt, the line being
/// typed is kept, a save that does not load shows its error and keeps the last good version.
@Suite(.serialized, .enabled(if: TmuxTerminal.tmux != nil && Executable.url != nil,
                             "skipped: needs tmux and the built scrollwork executable"))
struct LiveReloadTests {
    static func rows(label: String) -> String {
        """
        import SwiftUI

        struct Rows: View {
            @State private var selected = -1

            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<30) { row in
                            Text(row == selected ? "Picked \\(row)" : "\(label) \\(row)")
                                .frame(width: 300, height: 100)
                                .id(row)
                                .onTapGesture { selected = row }
                        }
                    }
                }
            }
        }

        """
    }

    private func start(in folder: URL, arguments: String = "") throws -> TmuxTerminal {
        guard let url = Executable.url,
              let terminal = TmuxTerminal(command: "cd '\(folder.path)' && env -i HOME='\(folder.path)' TERM=xterm LANG=C.UTF-8 "
                                              + "'\(url.path)' \(arguments) Rows.swift")
        else { throw CocoaError(.executableLoad) }
        #expect(terminal.wait { $0.contains("scene Rows: 30 items") && $0.contains("scrollwork>") }, "screen: \(terminal.screen)")
        return terminal
    }

    /// Saves as editors that write a new file and rename it over the old one do.
    private func saveByRenaming(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".Rows.swift.tmp")
        try writeInPlace(text, to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Saves as editors that write over the file do.
    private func writeInPlace(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    /// Ctrl-D once the prompt is back: libedit draws it after putting the terminal in raw mode,
    /// so the key cannot reach a terminal still in line mode and be lost.
    private func quit(_ terminal: TmuxTerminal) {
        #expect(terminal.wait { self.lastLine($0) == "scrollwork>" }, "screen: \(terminal.screen)")
        terminal.send("C-d")
        #expect(terminal.wait { _ in !terminal.isRunning })
    }

    /// Types a command and waits for the next prompt: keys typed while a command runs reach a
    /// terminal in line mode, which echoes them before the prompt is drawn.
    private func enter(_ command: String, in terminal: TmuxTerminal) {
        terminal.type(command + "\n")
        #expect(terminal.wait { $0.contains("scrollwork> \(command)\n") && self.lastLine($0) == "scrollwork>" },
                "screen: \(terminal.screen)")
    }

    private func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test func aSavedFileReloadsKeepingTheScrollStateAndTheTypedLine() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Rows.swift")
        try writeInPlace(Self.rows(label: "Row"), to: file)
        let terminal = try start(in: folder)
        enter("tap 2", in: terminal)
        enter("scrollto 5 instant", in: terminal)
        terminal.type("print offs")
        #expect(terminal.wait { self.lastLine($0) == "scrollwork> print offs" }, "screen: \(terminal.screen)")

        // Row 5's top is 5 × 100 pt down: `scrollto 5` leaves the offset at 500, and a reload keeps it.
        try saveByRenaming(Self.rows(label: "Line"), to: file)
        #expect(terminal.wait { $0.contains("reloaded Rows.swift: Rows at offset 500\n") }, "screen: \(terminal.screen)")
        #expect(terminal.wait { self.lastLine($0) == "scrollwork> print offs" }, "screen: \(terminal.screen)")
        terminal.type("et\n")
        #expect(terminal.wait { $0.contains("scrollwork> print offset\n500.0\n") }, "screen: \(terminal.screen)")
        #expect(terminal.wait { self.lastLine($0) == "scrollwork>" })
        enter("print state.selected", in: terminal)
        #expect(terminal.screen.contains("print state.selected\n2\n"), "screen: \(terminal.screen)")

        // A save that does not load: its located error, and the last good version stays.
        try writeInPlace(Self.rows(label: "Line") + "struct Broken {\n    var x =\n}\n", to: file)
        #expect(terminal.wait { $0.contains("Rows.swift:20:12: error:") && $0.contains("last good version") },
                "screen: \(terminal.screen)")
        terminal.type("show\n")
        #expect(terminal.wait { $0.contains("Line 6") && $0.contains("Rows  offset 500") }, "screen: \(terminal.screen)")
        quit(terminal)
    }

    @Test func noWatchLeavesReloadingToTheCommand() throws {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Rows.swift")
        try writeInPlace(Self.rows(label: "Row"), to: file)
        let terminal = try start(in: folder, arguments: "--no-watch")
        try saveByRenaming(Self.rows(label: "Line"), to: file)
        // Nothing may happen: give a watcher time it would have needed, then look.
        terminal.type("print 1\n")
        #expect(terminal.wait { $0.contains("print 1\n1\n") })
        usleep(500_000)
        #expect(!terminal.screen.contains("reloaded"))
        terminal.type("reload\n")
        #expect(terminal.wait { $0.contains("scrollwork> reload\nreloaded Rows.swift\n") }, "screen: \(terminal.screen)")
        quit(terminal)
    }
}
