import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// Where output goes: command results on one stream, problems on the other.
struct OutputSink {
    var standard: (String) -> Void
    var error: (String) -> Void

    /// Standard output and error. Every control character is escaped on the way out (script
    /// `print`s, values, ids and anything else that came from a file or an input line), so
    /// nothing but the tool's own colour codes, when colour is on, reaches the terminal.
    static func console(keepingStyles: Bool) -> OutputSink {
        let kept = keepingStyles ? RenderOptions.styleCodes : []
        return OutputSink(
            standard: { FileHandle.standardOutput.write(Data((TerminalText.escaped($0, keeping: kept) + "\n").utf8)) },
            error: { FileHandle.standardError.write(Data((TerminalText.escaped($0, keeping: kept) + "\n").utf8)) })
    }
}

/// Runs the entries of a session script (a file of REPL lines, `#` comments) in a session,
/// naming the file and line of every problem.
struct SessionScript {
    let path: String
    let text: String

    /// One entry of the file and the line it starts on.
    struct Entry: Equatable {
        let line: Int
        let text: String
    }

    var entries: [Entry] {
        var assembler = LineAssembler()
        var result: [Entry] = []
        var start = 1
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            if !assembler.isContinuing { start = index + 1 }
            if let entry = assembler.add(line) { result.append(Entry(line: start, text: entry)) }
        }
        if assembler.isContinuing {
            result.append(Entry(line: start, text: assembler.lines.joined(separator: "\n")))
        }
        return result
    }

    /// Runs every entry; the worst status decides the outcome. A `quit` ends the script.
    /// `echo` sees each entry before it runs (for transcripts).
    func run(in session: Session, output: OutputSink, echo: ((Entry) -> Void)? = nil) -> CommandStatus {
        var worst = CommandStatus.ok
        var budget = ProblemBudget()
        for entry in entries {
            // Ctrl-C between two entries stops the run as it would stop one of them.
            if Interruption.isRequested {
                output.error("\(path):\(entry.line): interrupted before this line")
                return .interrupted
            }
            echo?(entry)
            let result = session.execute(entry.text)
            worst = max(worst, result.status)
            if result.status == .ok {
                if !result.output.isEmpty { output.standard(result.output) }
            } else if budget.admit() {
                output.error(located(result.output, line: entry.line))
            }
            if result.quits || result.status == .interrupted { break }
        }
        if let summary = budget.summary(for: path) { output.error(summary) }
        return worst
    }

    /// `file:line: ` before a message. A diagnostic about the entry itself (`<input>:1:col`)
    /// is moved to its place in the file; one about a loaded file keeps its own place.
    private func located(_ message: String, line: Int) -> String {
        if message.hasPrefix("<input>:1:") { return "\(path):\(line):" + message.dropFirst("<input>:1:".count) }
        if let match = message.range(of: #"^<repl-\d+>:\d+:"#, options: .regularExpression) {
            let lineInEntry = Int(message[match].dropLast().split(separator: ":").last ?? "") ?? 1
            return "\(path):\(line + lineInEntry - 1):" + message[match.upperBound...]
        }
        let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if first.range(of: #"^[^ ]+:\d+:\d+: "#, options: .regularExpression) != nil { return "\(path):\(line): in this entry:\n" + message }
        // Every error line of a message gets the entry's place (a `load A B` of two missing files
        // reports each), not only the first.
        return message.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
            index == 0 || text.hasPrefix("error: ") ? "\(path):\(line): " + text : String(text)
        }.joined(separator: "\n")
    }
}
