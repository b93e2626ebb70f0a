import Foundation

/// The command line: `scrollwork-differential --count N [--seed S] --scrollwork PATH …`.
struct DifferentialOptions {
    var count = 100
    var seed: UInt64 = 1
    var first = 0
    var batchSize = 50
    var scrollwork = ""
    var swiftc = "swiftc"
    var work = ".build/differential"
    /// Print program N and stop.
    var show: Int?

    static let usage = """
    usage: scrollwork-differential --scrollwork PATH [--count N] [--seed S] [--first N] [--batch N]
                                   [--swiftc PATH] [--work FOLDER]
           scrollwork-differential --show N [--seed S]
    Generates programs N of a seed, runs each compiled by swiftc and interpreted by scrollwork,
    and compares what they print; differences are kept in FOLDER/differences.
    """

    struct Failure: Error { var message: String }

    static func parse(_ arguments: [String]) throws -> DifferentialOptions {
        var options = DifferentialOptions()
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw Failure(message: "\(name) needs a value") }
            return next
        }
        func number(_ name: String) throws -> Int {
            guard let parsed = Int(try value(name)), parsed >= 0 else { throw Failure(message: "\(name) needs a number") }
            return parsed
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--count": options.count = try number(argument)
            case "--seed":
                guard let parsed = UInt64(try value(argument)) else { throw Failure(message: "--seed needs a number") }
                options.seed = parsed
            case "--first": options.first = try number(argument)
            case "--batch": options.batchSize = max(1, try number(argument))
            case "--scrollwork": options.scrollwork = try value(argument)
            case "--swiftc": options.swiftc = try value(argument)
            case "--work": options.work = try value(argument)
            case "--show": options.show = try number(argument)
            case "--help", "-h": throw Failure(message: "")
            default: throw Failure(message: "unknown argument '\(argument)'")
            }
        }
        if options.show == nil && options.scrollwork.isEmpty { throw Failure(message: "--scrollwork is needed") }
        options.swiftc = searchPath(options.swiftc)
        // Children run in their own folders: every path they are given is absolute.
        options.work = URL(fileURLWithPath: options.work).standardizedFileURL.path
        if !options.scrollwork.isEmpty { options.scrollwork = URL(fileURLWithPath: options.scrollwork).standardizedFileURL.path }
        return options
    }
}

/// `name` as found on `PATH`, when it is a bare name (a child process needs the full path).
func searchPath(_ name: String) -> String {
    guard !name.contains("/") else { return name }
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
    }
    return name
}
