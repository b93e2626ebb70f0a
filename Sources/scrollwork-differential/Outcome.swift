import Foundation

/// What one implementation did with one program: what it printed and how it ended.
struct Outcome: Equatable {
    enum Ending: Equatable {
        case finished
        /// swiftc's code died on a signal (SIGILL/SIGTRAP); the interpreter stopped with a
        /// located runtime error. Both are a trap, compared by what was printed before it.
        case trapped
        /// Anything that is neither: swiftc or the interpreter refused the program, the
        /// interpreter crashed or gave an unlocated error, a run timed out.
        case failed(String)
    }

    var printed: String
    var ending: Ending
    /// Why it trapped (the runtime error, swiftc's fatal error message), for a reader: not compared.
    var detail = ""

    var summary: String {
        switch ending {
        case .finished: return printed
        case .trapped: return printed + "<trap>\n" + detail
        case .failed(let why): return printed + "<failed: \(why)>\n"
        }
    }

    /// Whether two outcomes agree: the same bytes printed, and both finished or both trapped.
    /// IEEE 754 leaves the sign of a NaN that an operation makes unspecified (x86 makes it
    /// negative, constant folding positive), so `-nan` and `nan` count as the same text.
    func agrees(with other: Outcome) -> Bool {
        guard Self.unsignedNaN(printed) == Self.unsignedNaN(other.printed) else { return false }
        switch (ending, other.ending) {
        case (.finished, .finished), (.trapped, .trapped): return true
        default: return false
        }
    }

    static func unsignedNaN(_ text: String) -> String { text.replacingOccurrences(of: "-nan", with: "nan") }
}
