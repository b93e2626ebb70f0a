import Foundation

/// What the command line asks for.
enum Invocation: Equatable {
    case repl(files: [String])
    case run(sessions: [String])
    case check(paths: [String])
    case help
    case version
    /// The names the surface declares, one a line (see `SurfaceListing`).
    case surface
}

/// The parsed command line: the invocation and the flags that apply to all of them.
struct Arguments: Equatable {
    var invocation: Invocation
    var ascii = false
    /// The REPL reloads loaded files when they are saved; `--no-watch` turns it off.
    var watchesFiles = true

    static let usage = """
        usage: scrollwork [--ascii] [--no-watch] [FILE…]  start the REPL on the files, reloading them when saved
               scrollwork run [--ascii] FILE.session…     run session scripts
               scrollwork check [PATH…]                   check .swift files and run .session files
               scrollwork surface                         list the SwiftUI and Swift names scenes may use, with their kind
               scrollwork --help | --version
        Exit codes: 0 all fine, 1 an expect failed or a script raised an error, 2 a usage, parse or load error.
        """

    struct Failure: Error, Equatable { let message: String }

    /// Flags may come anywhere; `--` ends them.
    static func parse(_ arguments: [String]) throws -> Arguments {
        var ascii = false, help = false, version = false, watches = true
        var words: [String] = []
        var flagsEnded = false
        for argument in arguments {
            if flagsEnded || !argument.hasPrefix("-") || argument == "-" { words.append(argument); continue }
            switch argument {
            case "--": flagsEnded = true
            case "--ascii": ascii = true
            case "--no-watch": watches = false
            case "--help", "-h": help = true
            case "--version": version = true
            default: throw Failure(message: "unknown option '\(argument)'")
            }
        }
        if help { return Arguments(invocation: .help, ascii: ascii) }
        if version { return Arguments(invocation: .version, ascii: ascii) }
        switch words.first {
        case "run":
            guard words.count > 1 else { throw Failure(message: "`run` needs at least one session file") }
            return Arguments(invocation: .run(sessions: Array(words.dropFirst())), ascii: ascii)
        case "check":
            return Arguments(invocation: .check(paths: Array(words.dropFirst())), ascii: ascii)
        case "surface" where words.count == 1:
            return Arguments(invocation: .surface, ascii: ascii)
        default:
            return Arguments(invocation: .repl(files: words), ascii: ascii, watchesFiles: watches)
        }
    }
}
