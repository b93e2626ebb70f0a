import ScrollworkScript
import ScrollworkFrontEnd

/// At most 20 problems (errors and failed `expect`s) of one session file or piped input are
/// printed, then one line counts the rest: a script of 30,000 bad lines gets a screenful, not
/// 30,000 errors. The same number as the diagnostics shown per source file.
struct ProblemBudget {
    static let shown = DiagnosticRenderer.shownPerFile

    private var printed = 0
    private(set) var hidden = 0

    /// Whether the next problem may be printed; if not, it is counted.
    mutating func admit() -> Bool {
        guard printed < Self.shown else {
            hidden += 1
            return false
        }
        printed += 1
        return true
    }

    /// `x.session: 29980 more problems not shown (only the first 20 of a file are)`, once any were held back.
    func summary(for name: String) -> String? {
        guard hidden > 0 else { return nil }
        return "\(name): \(hidden) more problem\(hidden == 1 ? "" : "s") not shown (only the first \(Self.shown) of a file are)"
    }
}
