import SwiftUI

/// A sign-up form's checks written with Swift's regexes: an email literal that ignores case, a
/// password rule of lookaheads matched against the whole text, a pattern made at run time, and
/// digits masked in a card number; a prefix, every match and where one starts. A division
/// written beside them stays a division.
struct SignUpChecks {
    func isValidEmail(_ text: String) -> Bool {
        let email = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/
            .ignoresCase()
        return !text.ranges(of: email).isEmpty
    }

    func isStrong(_ password: String) -> Bool {
        let rule = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,}$/
        return password.wholeMatch(of: rule)?.output != nil
    }

    func masked(_ card: String) -> String {
        card.replacing(/\d(?=\d{4})/, with: "•")
    }
}

struct SignUpForm: View {
    private let checks = SignUpChecks()
    @State private var results: [Bool] = []
    @State private var masked = ""
    @State private var firstNumber = ""
    @State private var half = 0
    @State private var parts: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Text(masked).id("card")
            Text(firstNumber).id("number")
        }
        .onAppear {
            results = [checks.isValidEmail("Ada@Example.org"), checks.isValidEmail("ada@example"),
                       checks.isStrong("Passw0rdX"), checks.isStrong("password1"),
                       "Order 66".contains(/\d+/), (try? Regex("[unclosed")) == nil]
            masked = checks.masked("4242424242424242")
            firstNumber = "Flight 815 to 23".firstMatch(of: #/\d+/#).map { String($0.output) } ?? "none"
            let total = 12, pieces = 4
            half = total/pieces/1
            let code = "ab12cd345"
            let year = "2024-12-07 release".prefixMatch(of: /\d{4}/).map { String($0.output) } ?? "none"
            let numbers = code.matches(of: /\d+/).map { String($0.output) }
            let start = code.firstMatch(of: /\d+/).map { code.distance(from: code.startIndex, to: $0.range.lowerBound) } ?? -1
            parts = [year] + numbers + ["\(start)"]
        }
    }
}

#Preview("Sign up") { SignUpForm() }
