import Foundation

// Differential testing: random well-typed programs in the language's non-UI core, each
// compiled by swiftc and run, and interpreted by scrollwork; what they print must agree
// byte for byte, and a trap in one must be a trap in the other (RELIABILITY.md).

let options: DifferentialOptions
do {
    options = try DifferentialOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch let failure as DifferentialOptions.Failure {
    if !failure.message.isEmpty { FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8)) }
    print(DifferentialOptions.usage)
    exit(failure.message.isEmpty ? 0 : 2)
}

if let index = options.show {
    let program = GeneratedProgram(seed: options.seed, index: index)
    print(program.standalone, terminator: "")
    exit(0)
}

let differences = DifferentialRunner(options: options).run()
print("\(options.count) programs, \(differences) differences")
exit(differences == 0 ? 0 : 1)
