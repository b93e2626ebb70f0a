import SwiftUI

/// Levels parsed from typed text with `Result(catching:)`, which turns a throwing parse
/// into a value the view can switch over.
enum LevelError: Error {
    case notANumber(String)
    case outOfRange(Int)
}

func parseLevel(_ text: String) throws -> Int {
    guard let level = Int(text) else { throw LevelError.notANumber(text) }
    guard (1...10).contains(level) else { throw LevelError.outOfRange(level) }
    return level
}

struct LevelPicker: View {
    let entries = ["3", "eleven", "12", "10"]

    func describe(_ entry: String) -> String {
        switch Result(catching: { try parseLevel(entry) }) {
        case .success(let level): return "level \(level)"
        case .failure(LevelError.notANumber(let text)): return "'\(text)' is not a number"
        case .failure(let error): return "rejected: \(error)"
        }
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(entries, id: \.self) { entry in
                    Text(describe(entry)).frame(height: 40)
                }
            }
        }
    }
}
