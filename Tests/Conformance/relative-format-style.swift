import SwiftUI

/// When a feeder was last visited, written by Foundation's Date.RelativeFormatStyle for the
/// device's locale (en_US), relative to the scene's clock.
enum LastVisit {
    case never
    case seen(Date)

    var title: String {
        switch self {
        case .never:
            return "Not yet seen"
        case .seen(let date):
            return "Seen \(date.formatted(.relative(presentation: .numeric, unitsStyle: .narrow)))"
        }
    }
}

struct VisitTimes: View {
    var body: some View {
        VStack(spacing: 0) {
            Text(LastVisit.seen(Date.now.addingTimeInterval(-4 * 86_400)).title)
                .id("narrow")
            Text(LastVisit.never.title)
                .id("never")
            Text(Date.now.addingTimeInterval(-7_200), format: .relative(presentation: .numeric))
                .id("wide")
            Text(Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .abbreviated).format(Date.now.addingTimeInterval(10_800)))
                .id("future")
            Text(Date.now.addingTimeInterval(-86_400).formatted(.relative(presentation: .named, unitsStyle: .spellOut)))
                .id("named")
        }
    }
}
