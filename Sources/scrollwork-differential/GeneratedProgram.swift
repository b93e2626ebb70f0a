/// Program `index` of a run: its declarations and entry function, and the call that runs it.
struct GeneratedProgram {
    let index: Int
    let source: String
    let call: String

    init(seed: UInt64, index: Int) {
        var generator = ProgramGenerator(seed: seed, index: index)
        let made = generator.make()
        self.index = index
        source = made.source
        call = made.call
    }

    /// The program as a file the interpreter loads.
    var file: String { "import Foundation\n\n" + source }

    /// The program as a file swiftc compiles on its own (`swiftc main.swift`), for a reader
    /// who wants to see a difference again.
    var standalone: String { CompiledPrelude.text + source + "\n" + call + "\n" }
}
