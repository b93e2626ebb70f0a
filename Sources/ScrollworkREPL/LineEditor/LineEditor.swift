import CLibEdit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Line editing with libedit: prompts, history in a file, Tab completion through `Completer`,
/// Ctrl-C to drop the line, Ctrl-D to leave.
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
        // the SIGINT handler below and `el_reset` do it instead.
        sw_el_set_signal(editLine, 0)
        sw_el_set_history(editLine, history)
        sw_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        sw_el_set_prompt(editLine, lineEditorPrompt)
        sw_el_add_function(editLine, "scrollwork-complete", "Complete a command or name", lineEditorComplete)
        sw_el_bind(editLine, "^I", "scrollwork-complete")
        LineEditor.installInterruptHandler()
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
        lineEditorInterrupted = 0
        // libedit's signal handling is off (see init), so it learns of a resize here.
        el_resize(editLine)
        errno = 0
        var count: Int32 = 0
        guard let raw = el_gets(editLine, &count) else {
            if lineEditorInterrupted != 0 || (count == -1 && errno == EINTR) {
                lineEditorInterrupted = 0
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

    /// libedit decodes multibyte input by the C locale; make sure it is a UTF-8 one.
    private static func ensureUTF8Locale() {
        if let current = setlocale(LC_CTYPE, ""), String(cString: current).uppercased().contains("UTF") { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }

    /// SIGINT interrupts `el_gets` (no SA_RESTART) instead of ending the process.
    private static func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in lineEditorInterrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    fileprivate static func editor(of editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = sw_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}

/// Set by the SIGINT handler; only read and cleared around `el_gets`.
nonisolated(unsafe) private var lineEditorInterrupted: sig_atomic_t = 0
/// An empty prompt for the moment before an editor is found.
nonisolated(unsafe) private let emptyPrompt = strdup("")

private func lineEditorPrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    if let prompt = LineEditor.editor(of: editLine)?.prompt { return prompt }
    return emptyPrompt
}

private func lineEditorComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    LineEditor.editor(of: editLine)?.completeAtCursor() ?? UInt8(CC_ERROR)
}
