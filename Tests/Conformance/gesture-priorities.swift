import SwiftUI

/// Rows, each a label with a tap of its own inside a stack with a tap too: attached with
/// `onTapGesture` the label's wins, with `highPriorityGesture` the stack's, with
/// `simultaneousGesture` both run. The third row's stack holds a combined gesture; the last two
/// do the same with long presses.
struct GesturePriorityBoard: View {
    @State var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            VStack {
                Text("Plain").onTapGesture { log.append("plain label") }.id("plain")
            }
            .frame(width: 390, height: 100)
            .onTapGesture { log.append("plain row") }
            VStack {
                Text("High").onTapGesture { log.append("high label") }.id("high")
            }
            .frame(width: 390, height: 100)
            .highPriorityGesture(TapGesture().onEnded { log.append("high row") })
            VStack {
                Text("Both").onTapGesture { log.append("both label") }.id("both")
            }
            .frame(width: 390, height: 100)
            .simultaneousGesture(
                TapGesture().onEnded { log.append("both row") }
                    .exclusively(before: LongPressGesture().onEnded { _ in log.append("both row held") })
            )
            VStack {
                Text("Hold").onLongPressGesture { log.append("hold label") }.id("hold")
            }
            .frame(width: 390, height: 100)
            .highPriorityGesture(LongPressGesture().onEnded { _ in log.append("hold row") })
            VStack {
                Text("Keep").onLongPressGesture { log.append("keep label") }.id("keep")
            }
            .frame(width: 390, height: 100)
            .simultaneousGesture(LongPressGesture().onEnded { _ in log.append("keep row") })
        }
    }
}
