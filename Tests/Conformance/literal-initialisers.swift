import SwiftUI

extension TimeInterval {
    /// "m:ss" of a number of seconds.
    func clockText() -> String {
        let seconds = Int(self)
        return "\(seconds / 60):" + String(format: "%02d", seconds % 60)
    }
}

// The initialisers literals call, written out: `TimeInterval(floatLiteral:)` and
// `Int(integerLiteral:)` make the same numbers as the literals.
struct RemainingTime: View {
    @State private var currentTime = 61.5
    let duration = 200.0

    var body: some View {
        ScrollView {
            Text(TimeInterval(floatLiteral: currentTime).clockText()).id("elapsed")
            Text("- " + TimeInterval(floatLiteral: duration - currentTime).clockText()).id("remaining")
            Text("\(Int(integerLiteral: 7) * 2)").id("count")
        }
    }
}

#Preview("Remaining time") { RemainingTime() }
