import CLibEdit
import Foundation
import ScrollworkCore
#if canImport(Glibc)
import Glibc
#endif

/// Line editing with libedit: prompts, history in a file, Tab completion through `Completer`,
/// Ctrl-C to drop the line, Ctrl-D to leave, and news printed above the prompt while a line is
/// typed (a file saved in an editor reloads) with the line kept as it was.
///
/// libedit calls back into plain C functions, so the editor is found again through the
/// EditLine's client data; the prompt string lives in a buffer the editor owns.
final class LineEditor: LineReader {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    /// Called on Tab with the text before the cursor.
    private let complete: (String) -> Completer.Completion

    /// A descriptor to wait on beside the terminal, and what to print above the prompt when it
    /// is readable (nothing when it returns "").
    struct Wake {
        let descriptor: Int32
        let handler: () -> String
    }

    /// With a wake, libedit reads characters through `readCharacter`, which waits on the
    /// terminal and the wake's descriptor together in `poll` (blocked, not spinning).
    var wake: Wake? {
        didSet { sw_el_set_getcfn(editLine, wake == nil ? nil : lineEditorReadCharacter) }
    }

    init?(historyPath: String?, complete: @escaping (String) -> Completer.Completion) {
        LineEditor.ensureUTF8Locale()
        guard let editLine = el_init(CommandLine.arguments.first ?? "scrollwork", stdin, stdout, stderr) else { return nil }
        guard let history = history_init() else { el_end(editLine); return nil }
        self.editLine = editLine
        self.history = history
        self.historyPath = historyPath
        self.complete = complete
        var event = HistEvent()
        sw_history_setsize(history, &event, 1000)
        sw_history_setunique(history, &event, 1)
        if let historyPath { sw_history_load(history, &event, historyPath) }
        sw_el_set_editor(editLine, "emacs")
        // libedit's own signal handling leaves the terminal cooked after an interrupted read;
        // the tool's SIGINT handler (`Platform.interruptSignal`) and `el_reset` do it instead.
        sw_el_set_signal(editLine, 0)
        sw_el_set_history(editLine, history)
        sw_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        sw_el_set_prompt(editLine, lineEditorPrompt)
        sw_el_add_function(editLine, "scrollwork-complete", "Complete a command or name", lineEditorComplete)
        sw_el_bind(editLine, "^I", "scrollwork-complete")
        Platform.interruptSignal.install()
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(promptBuffer)
    }

    var prompt: UnsafeMutablePointer<CChar>? { promptBuffer }

    func readLine(prompt: String) -> LineRead {
        free(promptBuffer)
        promptBuffer = strdup(prompt)
        Interruption.clear()
        // libedit's signal handling is off (see init), so it learns of a resize here.
        el_resize(editLine)
        errno = 0
        var count: Int32 = 0
        guard let raw = el_gets(editLine, &count) else {
            if Interruption.isRequested || (count == -1 && errno == EINTR) {
                Interruption.clear()
                el_reset(editLine)
                fputs("^C\n", stdout)
                return .interrupted
            }
            fputs("\n", stdout)
            return .end
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Adds the entry to the history and saves the file at once, so a crash loses nothing.
    func remember(_ entry: String) {
        guard !entry.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        var event = HistEvent()
        sw_history_enter(history, &event, entry)
        if let historyPath { sw_history_save(history, &event, historyPath) }
    }

    /// Tab: insert what all candidates share; if that is nothing, list them.
    fileprivate func completeAtCursor() -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let bytes = UnsafeRawBufferPointer(start: info.buffer, count: max(0, length))
        let before = String(decoding: bytes, as: UTF8.self)
        let completion = complete(before)
        guard !completion.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        var insertion = completion.commonExtension
        if completion.candidates.count == 1, let last = insertion.last ?? completion.word.last,
           last != "(" && last != "." && last != "/" {
            insertion += " "
        }
        if !insertion.isEmpty {
            el_insertstr(editLine, insertion)
            return UInt8(CC_REFRESH)
        }
        let list = completion.candidates.joined(separator: "  ")
        fputs("\n" + list + "\n", stdout)
        return UInt8(CC_REDISPLAY)
    }

    /// One character for libedit from the terminal (UTF-8 decoded, as libedit's own reader
    /// does in a UTF-8 locale); while waiting for it, the wake's news is printed over the prompt
    /// line, then the prompt and the line being typed are drawn again below it. 1 for a
    /// character, 0 at the end of the input, -1 on an error or an interrupt (Ctrl-C), as
    /// libedit's own reader returns.
    fileprivate func readCharacter(_ character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        character.pointee = 0
        while true {
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            if let wake { descriptors.append(pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0)) }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else { return -1 }
            if descriptors.count > 1, descriptors[1].revents != 0, let wake {
                let news = wake.handler()
                if !news.isEmpty {
                    // Clear the prompt line, print the news in its place, and draw the line again.
                    fputs("\r\u{1B}[K" + news + "\n", stdout)
                    fflush(stdout)
                    sw_el_refresh(editLine)
                }
                continue
            }
            guard descriptors[0].revents != 0 else { continue }
            return readUTF8Character(character)
        }
    }

    private func readUTF8Character(_ character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        guard count == 1 else { return Int32(count) }
        let length = byte < 0x80 ? 1 : byte & 0xE0 == 0xC0 ? 2 : byte & 0xF0 == 0xE0 ? 3 : byte & 0xF8 == 0xF0 ? 4 : 1
        var scalar = length == 1 ? UInt32(byte) : UInt32(byte) & (0xFF >> (length + 1))
        for _ in 1..<max(length, 1) {
            var next: UInt8 = 0
            // A broken sequence gives what was read so far rather than waiting for more.
            guard read(STDIN_FILENO, &next, 1) == 1, next & 0xC0 == 0x80 else { break }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        character.pointee = wchar_t(bitPattern: scalar)
        return 1
    }

    /// libedit decodes multibyte input by the C locale; make sure it is a UTF-8 one.
    private static func ensureUTF8Locale() {
        if let current = setlocale(LC_CTYPE, ""), String(cString: current).uppercased().contains("UTF") { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }

    fileprivate static func editor(of editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = sw_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}

/// An empty prompt for the moment before an editor is found.
nonisolated(unsafe) private let emptyPrompt = strdup("")

private func lineEditorPrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    if let prompt = LineEditor.editor(of: editLine)?.prompt { return prompt }
    return emptyPrompt
}

private func lineEditorReadCharacter(_ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    guard let character, let editor = LineEditor.editor(of: editLine) else { return -1 }
    return editor.readCharacter(character)
}

private func lineEditorComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    LineEditor.editor(of: editLine)?.completeAtCursor() ?? UInt8(CC_ERROR)
}
