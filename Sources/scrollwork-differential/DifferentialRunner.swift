import Foundation

/// Runs programs batch by batch: compiles each batch with swiftc, runs every program
/// compiled and interpreted, and keeps every program on which the two disagree.
struct DifferentialRunner {
    let options: DifferentialOptions

    var differencesFolder: String { options.work + "/differences" }

    /// The number of programs that differed.
    func run() -> Int {
        try? FileManager.default.removeItem(atPath: differencesFolder)
        var differences = 0
        var start = options.first
        let end = options.first + options.count
        while start < end {
            let indices = start..<min(end, start + options.batchSize)
            differences += runBatch(indices)
            start = indices.upperBound
            FileHandle.standardError.write(Data("\(start - options.first) of \(options.count) programs, \(differences) differences\n".utf8))
        }
        return differences
    }

    private func runBatch(_ indices: Range<Int>) -> Int {
        let programs = indices.map { GeneratedProgram(seed: options.seed, index: $0) }
        let folder = options.work + "/batch"
        try? FileManager.default.removeItem(atPath: folder)
        let batch = CompiledBatch(programs: programs, folder: folder, swiftc: options.swiftc)
        let (executable, refused) = batch.compile()
        var differences = 0
        for program in programs {
            let compiled: Outcome
            if let errors = refused[program.index] {
                compiled = Outcome(printed: "", ending: .failed("swiftc refused the program:\n" + errors))
            } else if let executable {
                compiled = CompiledBatch.run(executable, index: program.index, folder: folder)
            } else {
                compiled = Outcome(printed: "", ending: .failed("the batch did not compile"))
            }
            let interpreted = InterpretedRun.run(program, scrollwork: options.scrollwork, folder: folder + "/interpreted")
            if !compiled.agrees(with: interpreted) {
                differences += 1
                keep(program, compiled: compiled, interpreted: interpreted)
            }
        }
        return differences
    }

    private func keep(_ program: GeneratedProgram, compiled: Outcome, interpreted: Outcome) {
        let folder = differencesFolder + "/\(program.index)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let write = { (name: String, text: String) in
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
        }
        write("program.swift", program.file)
        write("main.swift", program.standalone)
        write("session", "load program.swift\nprint \(program.call)\n")
        write("swiftc.txt", compiled.summary)
        write("scrollwork.txt", interpreted.summary)
        print("difference in program \(program.index): \(folder)")
    }
}
