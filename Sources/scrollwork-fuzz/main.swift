import Foundation

#if os(Linux)
import Glibc

// The fuzzer as a standing job: generated and mutated inputs, each run in a forked child
// through load, scene, frames and show, with a CPU-time limit, memory and output limits.
// See RELIABILITY.md for how to run it and what it has found.

let options: FuzzOptions
do {
    options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch let failure as FuzzOptions.Failure {
    if !failure.message.isEmpty { FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8)) }
    print(FuzzOptions.usage)
    exit(failure.message.isEmpty ? 0 : 2)
}

// Every child runs with a home of its own, so no input can read or write the user's presets,
// and without the crash backtracer, which takes a second a crash (`--reproduce` keeps it).
let workFolder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-fuzz-\(getpid())").path
if options.reproduce == nil, ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] != "enable=no" {
    setenv("SWIFT_BACKTRACE", "enable=no", 1)
    let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", arguments)
}

if let path = options.reproduce {
    exit(Reproduction.run(path))
}

try? FileManager.default.createDirectory(atPath: workFolder, withIntermediateDirectories: true)
setenv("HOME", workFolder, 1)
let runner = FuzzRunner(options: options, workFolder: workFolder)
let findings = runner.run()
try? FileManager.default.removeItem(atPath: workFolder)
if !options.noSites { findings.findCrashSites(cpuSeconds: options.cpuSeconds) }
print(findings.report())
exit(findings.list.isEmpty ? 0 : 1)
#else
// Each input runs in a forked child under `setrlimit` limits, which Swift on macOS does not
// offer (`fork` is unavailable there): the fuzzer is a Linux tool.
FileHandle.standardError.write(Data("scrollwork-fuzz runs on Linux only: it forks a child per input\n".utf8))
exit(1)
#endif
