// Linux only: children are forked with Glibc's resource limits (see main.swift).
#if os(Linux)
import Foundation
import ScrollworkCore
import ScrollworkScript

/// Makes each input from the seed and its number, runs it in a child, records the outcome.
struct FuzzRunner {
    let options: FuzzOptions
    let workFolder: String

    /// One in this many inputs is a corpus mutation; the others are grammar shapes in turn.
    static let mutationShare = 2
    /// A line of progress after this many inputs (unless `--quiet`).
    static let progressInterval = 5_000

    func run() -> Findings {
        let findings = Findings(folder: options.findings, memoryBudgetMB: options.memoryBudgetMB)
        var mutator = Mutator(folders: options.corpus)
        mutator.maxRepeat = options.maxRepeat
        let child = ChildProcess(cpuSeconds: options.cpuSeconds, memoryLimitMB: options.memoryLimitMB)
        // A folder input runs two commands (`check`, then opening it), each with the limit.
        let folderChild = ChildProcess(cpuSeconds: options.cpuSeconds * 2, memoryLimitMB: options.memoryLimitMB)
        // The standard surface (every framework name a script reaches) is built here once and
        // inherited by every forked child: the same for every input, it was most of a small
        // input's time (0.08 s of its 0.1 s), and it is no input's to test.
        _ = ScriptProgram()
        let indices = options.only.map { [$0] } ?? Array(options.first..<(options.first + options.count))
        let deadline = options.timeLimit.map { DispatchTime.now().uptimeNanoseconds + UInt64($0) * 1_000_000_000 }
        for index in indices {
            if let deadline, DispatchTime.now().uptimeNanoseconds > deadline {
                if !options.quiet { print("time limit reached: stopped before input \(index)") }
                break
            }
            let input = Self.input(index, seed: options.seed, mutator: mutator, maxChain: options.maxChain, skip: options.skip)
            if options.saveInputs { findings.save(input, index: index, prefix: "input") }
            let outcome = run(input, child: input.kind == .folder ? folderChild : child)
            let output = OutputCheck(read("stdout.txt") + read("stderr.txt"), kind: input.kind)
            for finding in findings.record(input, index: index, outcome: outcome, output: output) where !options.quiet {
                print("\(finding.kind.rawValue): input \(index) (\(finding.shape)): \(finding.detail) → \(finding.file)")
            }
            // A long run says how far it has come.
            if !options.quiet, (index + 1 - options.first) % Self.progressInterval == 0 {
                print("\(index + 1 - options.first) inputs run, up to input \(index)")
            }
        }
        return findings
    }

    /// Input `index` of a run: the same for the same seed, whatever else the run does.
    static func input(_ index: Int, seed: UInt64, mutator: Mutator, maxChain: Int, skip: Set<String> = []) -> FuzzInput {
        var random = SplitMix64(seed: seed, index: index)
        let shapes = (GrammarShapes.names + FolderShapes.names).filter { !skip.contains($0) }
        if index % mutationShare == 0 || shapes.isEmpty, !mutator.files.isEmpty { return mutator.make(&random) }
        let shape = shapes[(index / mutationShare) % max(1, shapes.count)]
        if FolderShapes.names.contains(shape) {
            var folders = FolderShapes(random: random)
            return folders.make(shape)
        }
        var grammar = GrammarShapes(random: random, maxChain: maxChain)
        return grammar.make(shape)
    }

    private func run(_ input: FuzzInput, child: ChildProcess) -> ChildProcess.Outcome {
        let name = "input." + input.kind.fileExtension
        // Written by the parent, so writing 10,000 files is not the child's time.
        FolderWriter.write(input.folder, into: workFolder + "/" + FolderWriter.appName)
        FolderWriter.writeFile(workFolder + "/" + name, input.bytes)
        if let companion = input.companion {
            FolderWriter.writeFile(workFolder + "/companion.swift", companion)
        } else {
            try? FileManager.default.removeItem(atPath: workFolder + "/companion.swift")
        }
        let stdin = input.kind == .repl ? workFolder + "/" + name : nil
        return child.run(folder: workFolder, standardInput: stdin) {
            InputExecution.run(kind: input.kind, folder: workFolder)
        }
    }

    private func read(_ name: String) -> [UInt8] {
        FileManager.default.contents(atPath: workFolder + "/" + name).map { [UInt8]($0) } ?? []
    }
}
#endif
