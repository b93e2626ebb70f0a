import Foundation

/// Many programs compiled by one swiftc launch: each program's declarations carry its own
/// prefix, so they all fit in one `main.swift`, which runs the program its argument names.
/// A program swiftc refuses is taken out of the batch and the rest compiled again.
struct CompiledBatch {
    let programs: [GeneratedProgram]
    let folder: String
    let swiftc: String

    /// The batch's source, and the line on which each program starts.
    static func source(of programs: [GeneratedProgram]) -> (text: String, starts: [Int]) {
        var text = CompiledPrelude.text
        var starts: [Int] = []
        for program in programs {
            starts.append(text.filter { $0 == "\n" }.count + 1)
            text += program.source + "\n"
        }
        text += "switch CommandLine.arguments.dropFirst().first ?? \"\" {\n"
        for program in programs { text += "case \"\(program.index)\": \(program.call)\n" }
        text += "default: break\n}\n"
        return (text, starts)
    }

    /// Compiles the batch; the programs swiftc refused, each with its errors.
    func compile() -> (executable: String?, refused: [Int: String]) {
        var remaining = programs
        var refused: [Int: String] = [:]
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        while !remaining.isEmpty {
            let (text, starts) = Self.source(of: remaining)
            let path = folder + "/main.swift", executable = folder + "/batch"
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            let run = ChildRun.run(swiftc, ["-Onone", "-swift-version", "5", "-suppress-warnings", path, "-o", executable],
                                   folder: folder, seconds: 600)
            if run.status == 0 && !run.timedOut { return (executable, refused) }
            // Which programs the errors are in, from their lines.
            var blamed: Set<Int> = []
            for line in run.standardError.split(separator: "\n") where line.contains(": error:") {
                let parts = line.split(separator: ":")
                guard parts.count > 2, let number = Int(parts[1]) else { continue }
                guard let position = starts.lastIndex(where: { $0 <= number }) else { continue }
                let index = remaining[position].index
                blamed.insert(index)
                let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let offending = number - 1 < sourceLines.count ? sourceLines[number - 1] : ""
                refused[index, default: ""] += line + "\n" + offending + "\n"
            }
            if blamed.isEmpty {
                // An error with no line in a program: give up on the whole batch.
                for program in remaining { refused[program.index] = run.standardError }
                return (nil, refused)
            }
            remaining.removeAll { blamed.contains($0.index) }
        }
        return (nil, refused)
    }

    /// Runs program `index` of the compiled batch.
    static func run(_ executable: String, index: Int, folder: String) -> Outcome {
        let run = ChildRun.run(executable, [String(index)], folder: folder, seconds: 20)
        if run.timedOut { return Outcome(printed: run.standardOutput, ending: .failed("timed out")) }
        if run.signalled { return Outcome(printed: run.standardOutput, ending: .trapped, detail: run.standardError) }
        if run.status != 0 { return Outcome(printed: run.standardOutput, ending: .failed("exit status \(run.status)")) }
        return Outcome(printed: run.standardOutput, ending: .finished)
    }
}
