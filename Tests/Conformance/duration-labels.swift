import SwiftUI

/// A player's time labels and a workout summary, written with `DateComponentsFormatter` as
/// media and fitness apps write them.
enum DurationLabels {
    static func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
                          zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    static let clock = formatter(.positional, [.hour, .minute, .second])
    static let padded = formatter(.positional, [.minute, .second], zeros: .pad)
    static let compact = formatter(.abbreviated, [.day, .hour, .minute, .second])

    static func written(_ seconds: TimeInterval) -> [String] {
        [DateComponentsStyleCase.full, .short, .brief, .spellOut].map { style in
            formatter(style.style, [.hour, .minute, .second]).string(from: seconds) ?? "-"
        }
    }

    static func limited(_ seconds: TimeInterval) -> String {
        let formatter = formatter(.abbreviated, [.hour, .minute, .second])
        formatter.maximumUnitCount = 2
        formatter.includesApproximationPhrase = true
        return formatter.string(from: seconds) ?? "-"
    }

    static func remaining(_ seconds: TimeInterval) -> String {
        let formatter = formatter(.full, [.minute])
        formatter.includesTimeRemainingPhrase = true
        return formatter.string(from: seconds) ?? "-"
    }

    static func between(_ start: Date, _ end: Date) -> String {
        formatter(.abbreviated, [.year, .month, .weekOfMonth, .day, .hour, .minute]).string(from: start, to: end) ?? "-"
    }

    static let zeroBehaviors: [DateComponentsFormatter.ZeroFormattingBehavior] = [.dropLeading, .dropMiddle, .dropTrailing, .dropAll]
}

enum DateComponentsStyleCase {
    case full, short, brief, spellOut

    var style: DateComponentsFormatter.UnitsStyle {
        switch self {
        case .full: .full
        case .short: .short
        case .brief: .brief
        case .spellOut: .spellOut
        }
    }
}

struct PlayerBar: View {
    @State var elapsed: TimeInterval = 65
    let duration: TimeInterval = 3610

    var body: some View {
        ScrollView {
            HStack {
                Text(DurationLabels.padded.string(from: elapsed) ?? "").id("elapsed")
                Spacer()
                Text(DurationLabels.clock.string(from: duration) ?? "").id("duration")
            }
            Text(DurationLabels.compact.string(from: duration) ?? "").id("compact")
            Button("Skip") { elapsed += 59.6 }
        }
    }
}

#Preview { PlayerBar() }
