import Foundation

/// The command line of `scrollwork-fuzz`.
struct FuzzOptions {
    var seed: UInt64 = 1
    var count = 1_000
    /// Start at input `first`, so a long run can be split or resumed.
    var first = 0
    /// Run only this input (to make one finding again).
    var only: Int?
    /// Seconds after which no new input starts (the run ends early but cleanly, saying how
    /// many inputs it ran): a time box for CI on a machine of unknown speed. Which inputs run
    /// is still a function of the seed; only how many depends on the machine.
    var timeLimit: Int?
    /// CPU seconds an input may take before it counts as a hang.
    var cpuSeconds = 3
    /// The address-space limit of a child, so an input that allocates without end is stopped.
    var memoryLimitMB = 3_072
    /// Peak resident memory over this is a finding.
    var memoryBudgetMB = 1_024
    /// The longest chain (operators, modifiers, `!`, nesting) generated.
    var maxChain = 200_000
    /// How many times a mutation may repeat a piece of a file.
    var maxRepeat = 5_000
    /// Grammar shapes not generated (their turn goes to the next shape): for a CI run that
    /// leaves out shapes with known, owned findings (RELIABILITY.md).
    var skip: Set<String> = []
    /// Where findings are saved, one file per finding.
    var findings = "fuzz-findings"
    /// Folders whose `.swift` and `.session` files are mutated.
    var corpus = ["behaviors", "Tests/ScrollworkFrontEndTests/Fixtures", "Tests/ScrollworkREPLTests/Sessions"]
    /// `--reproduce FILE`: run one saved input in the foreground, with the crash backtrace.
    var reproduce: String?
    var quiet = false
    /// Save every input, not only findings, as `input-N.EXT` (to look at what a shape makes).
    var saveInputs = false
    /// Skip looking up crash sites (each takes a backtrace).
    var noSites = false

    static let usage = """
        usage: scrollwork-fuzz [--seed N] [--count N] [--first N] [--only N] [--time-limit S] [--cpu-seconds N]
                               [--memory-limit-mb N] [--memory-budget-mb N] [--max-chain N] [--max-repeat N]
                               [--skip SHAPE,…]
                               [--findings DIR] [--corpus DIR]… [--quiet] [--save-inputs] [--no-sites]
               scrollwork-fuzz --reproduce FILE.swift|FILE.session|FILE.repl
        Runs generated and mutated inputs through load, scene, frames and show, each in a child
        process; exits 1 if any crashed, hung, printed an unlocated error, flooded its output or
        went over the memory budget. See RELIABILITY.md.
        """

    struct Failure: Error { let message: String }

    static func parse(_ arguments: [String]) throws -> FuzzOptions {
        var options = FuzzOptions()
        var corpus: [String] = []
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw Failure(message: "\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        func number() throws -> Int {
            let text = try value()
            guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
                throw Failure(message: "not a number: \(text)")
            }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--seed": options.seed = UInt64(try number())
            case "--count": options.count = try number()
            case "--first": options.first = try number()
            case "--only": options.only = try number()
            case "--time-limit": options.timeLimit = try number()
            case "--cpu-seconds": options.cpuSeconds = max(1, try number())
            case "--memory-limit-mb": options.memoryLimitMB = try number()
            case "--memory-budget-mb": options.memoryBudgetMB = try number()
            case "--max-chain": options.maxChain = max(1, try number())
            case "--max-repeat": options.maxRepeat = max(1, try number())
            case "--skip":
                let names = try value().split(separator: ",").map(String.init)
                let shapes = GrammarShapes.names + FolderShapes.names
                guard let unknown = names.first(where: { !shapes.contains($0) }) else {
                    options.skip.formUnion(names)
                    break
                }
                throw Failure(message: "no shape '\(unknown)'; shapes: \(shapes.joined(separator: ", "))")
            case "--findings": options.findings = try value()
            case "--corpus": corpus.append(try value())
            case "--reproduce": options.reproduce = try value()
            case "--quiet": options.quiet = true
            case "--save-inputs": options.saveInputs = true
            case "--no-sites": options.noSites = true
            case "--help", "-h": throw Failure(message: "")
            default: throw Failure(message: "unknown argument '\(arguments[index])'")
            }
            index += 1
        }
        if !corpus.isEmpty { options.corpus = corpus }
        return options
    }
}
