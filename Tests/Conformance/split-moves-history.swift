import SwiftUI

/// A rock-paper-scissors history: the moves before and after the chosen one, read from a
/// saved log whose first bytes are shown when it does not decode; a split view that shows its
/// detail column first on an iPhone.
struct MoveHistory: View {
    @State private var chosen = 2
    @State private var loaded = 0
    @State private var column = NavigationSplitViewColumn.detail

    var before: [String] { Array(moves.prefix(upTo: chosen)) }
    var after: [String] { Array(moves.suffix(from: chosen)) }

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            Text("Sidebar").id("sidebar")
        } detail: {
            VStack(spacing: 0) {
                Text(before.joined(separator: " ")).frame(height: 40).id("before")
                Text(after.joined(separator: " ")).frame(height: 40).id("after")
                Circle().fill(.blue).frame(width: 30, height: 30)
                    .clipShape(.ellipse)
                    .accessibilityAddTraits(.isTabBar)
                    .id("dot")
            }
            .task {
                if let count = try? await
                    loadCount() {
                    loaded = count
                }
            }
        }
    }

    func loadCount() async throws -> Int { moves.count }
}

let moves = ["rock", "paper", "scissors", "lizard", "spock"]
func movesBefore(_ index: Int) -> [String] { Array(moves.prefix(upTo: index)) }
func movesThrough(_ index: Int) -> [String] { Array(moves.prefix(through: index)) }
func movesFrom(_ index: Int) -> [String] { Array(moves.suffix(from: index)) }

/// The first bytes of a log that did not decode, as an app prints them, and its last ones.
func snippet(of text: String) -> String {
    String(data: Data(text.utf8).prefix(5), encoding: .utf8) ?? "N/A"
}
func tail(of text: String) -> String {
    String(data: Data(text.utf8).suffix(3), encoding: .utf8) ?? "N/A"
}
/// A name with only lowercase letters needs no capitals fixed.
func isAllLowercase(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy { CharacterSet.lowercaseLetters.contains($0) }
}
func isAllUppercase(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy { CharacterSet.uppercaseLetters.contains($0) }
}
func hasControlCharacters(_ text: String) -> Bool {
    text.rangeOfCharacter(from: .controlCharacters) != nil
}
func hasCombiningMarks(_ text: String) -> Bool {
    text.rangeOfCharacter(from: .nonBaseCharacters) != nil
}
func hasTitleCase(_ text: String) -> Bool {
    text.rangeOfCharacter(from: .capitalizedLetters) != nil
}

#Preview("Move history") { MoveHistory() }
