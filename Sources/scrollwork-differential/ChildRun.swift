import Foundation

/// Runs an executable to its end with a time limit, standard input from a string, and both
/// output streams captured (through files, so a flood of output cannot block the pipe).
struct ChildRun {
    var status: Int32
    var signalled: Bool
    var timedOut: Bool
    var standardOutput: String
    var standardError: String

    static func run(_ executable: String, _ arguments: [String], input: String = "", folder: String,
                    environment: [String: String] = [:], seconds: Double) -> ChildRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var variables = ProcessInfo.processInfo.environment
        // The backtracer would take a second for every trap and print pages of registers.
        variables["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let outPath = folder + "/.stdout", errPath = folder + "/.stderr", inPath = folder + "/.stdin"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        FileManager.default.createFile(atPath: inPath, contents: Data(input.utf8))
        guard let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath),
              let standardInput = FileHandle(forReadingAtPath: inPath) else {
            return ChildRun(status: -1, signalled: false, timedOut: false, standardOutput: "", standardError: "cannot open files in \(folder)")
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = standardInput
        do { try process.run() } catch {
            return ChildRun(status: -1, signalled: false, timedOut: false, standardOutput: "", standardError: "cannot run \(executable): \(error)")
        }
        let deadline = Date().addingTimeInterval(seconds)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline { process.terminate(); timedOut = true; break }
            usleep(2_000)
        }
        process.waitUntilExit()
        try? out.close(); try? err.close(); try? standardInput.close()
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return ChildRun(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                        timedOut: timedOut, standardOutput: read(outPath), standardError: read(errPath))
    }
}
