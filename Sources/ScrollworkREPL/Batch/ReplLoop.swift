import Foundation
import ScrollworkCore

/// Reads entries (joining lines while brackets are open), runs them, prints the results.
struct ReplLoop {
    static let prompt = "scrollwork> "
    static let continuationPrompt = "...> "

    let session: Session
    let reader: any LineReader
    let output: OutputSink
    let prompts: Bool
    /// Called before each entry runs, e.g. to fit the viewport to a resized terminal.
    var beforeEntry: () -> Void = {}
    /// Called after each entry ran, e.g. to watch the files it loaded.
    var afterEntry: () -> Void = {}

    /// Runs until `quit` or the end of the input; returns the worst status seen.
    func run() -> CommandStatus {
        var assembler = LineAssembler()
        var worst = CommandStatus.ok
        // Piped input is a script: its problems are budgeted like a session file's. A person at
        // the prompt sees every answer.
        var budget = ProblemBudget()
        func show(_ result: CommandResult) {
            guard !result.output.isEmpty else { return }
            if result.status == .ok { output.standard(result.output) } else if prompts || budget.admit() { output.error(result.output) }
        }
        defer { if let summary = budget.summary(for: "<stdin>") { output.error(summary) } }
        while true {
            let prompt = prompts ? (assembler.isContinuing ? Self.continuationPrompt : Self.prompt) : ""
            switch reader.readLine(prompt: prompt) {
            case .end:
                if assembler.isContinuing {
                    let result = session.execute(assembler.lines.joined(separator: "\n"))
                    worst = max(worst, result.status)
                    show(result)
                }
                return worst
            case .interrupted:
                assembler.reset()
            case .line(let line):
                guard let entry = assembler.add(line) else { continue }
                reader.remember(entry)
                beforeEntry()
                // A person's Ctrl-C at the prompt stopped nothing; piped input, like a session
                // file, stops at the first Ctrl-C.
                if prompts { Interruption.clear() } else if Interruption.isRequested { return .interrupted }
                let result = session.execute(entry)
                worst = max(worst, result.status)
                show(result)
                afterEntry()
                if result.quits || (!prompts && result.status == .interrupted) { return worst }
            }
        }
    }
}
