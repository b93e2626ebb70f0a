import Foundation

/// Runs a program with the `scrollwork` tool as a user would: a session that loads the file
/// and prints the call of its entry function.
///
///     load program.swift
///     print program7(3, -1, 0, 0.5, 1e300, "abc")
///
/// A run that succeeds writes `loaded program.swift`, what the program printed, and the
/// call's value (`nil`, for a function that returns nothing) to standard output; one that
/// stops on a runtime error writes what was printed and then the located error
/// (`program.swift:3:9: error: …`) to standard error and exits with status 1.
struct InterpretedRun {
    static let fileName = "program.swift"

    static func run(_ program: GeneratedProgram, scrollwork: String, folder: String) -> Outcome {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/" + fileName, contents: Data(program.file.utf8))
        let session = "load \(fileName)\nprint \(program.call)\n"
        let run = ChildRun.run(scrollwork, [], input: session, folder: folder, seconds: 60)
        if run.timedOut { return Outcome(printed: "", ending: .failed("timed out")) }
        if run.signalled { return Outcome(printed: "", ending: .failed("crashed: " + run.standardError)) }
        switch run.status {
        case 0:
            var lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            guard lines.first == "loaded \(fileName)", lines.last == "nil" else {
                return Outcome(printed: run.standardOutput, ending: .failed("unexpected output"))
            }
            let printed = lines.dropFirst().dropLast()
            return Outcome(printed: printed.map { $0 + "\n" }.joined(), ending: .finished)
        case 1:
            let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let errorLine = lines.firstIndex(where: { isLocatedError($0) }) else {
                return Outcome(printed: run.standardError, ending: .failed("an error without a location"))
            }
            return Outcome(printed: lines[..<errorLine].map { $0 + "\n" }.joined(), ending: .trapped,
                           detail: lines[errorLine...].joined(separator: "\n"))
        default:
            return Outcome(printed: "", ending: .failed("refused: " + run.standardError + run.standardOutput))
        }
    }

    /// `program.swift:12:5: error: …`
    static func isLocatedError(_ line: String) -> Bool {
        guard line.hasPrefix(fileName + ":") else { return false }
        let parts = line.dropFirst(fileName.count + 1).split(separator: ":", maxSplits: 2)
        return parts.count == 3 && Int(parts[0]) != nil && Int(parts[1]) != nil && parts[2].hasPrefix(" error:")
    }
}
