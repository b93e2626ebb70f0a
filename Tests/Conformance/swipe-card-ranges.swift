import SwiftUI

// A swiped card as a dating-app clone writes it: where the card lies is sorted by a switch
// whose ranges are negative numbers in parentheses, and a gradient's unit points are changed
// a coordinate at a time.

struct SwipeCard: View {
    @State private var offset: Double = 0
    @State private var verdict = "centre"
    @State private var start = UnitPoint.leading

    var body: some View {
        VStack(spacing: 12) {
            Text(verdict).id("verdict")
            Button("Left") { swipe(by: -50) }
            Button("Far right") { swipe(by: 200) }
            Button("Nudge") { swipe(by: 5) }
        }
    }

    private func swipe(by distance: Double) {
        offset = distance
        switch offset {
        case let x where x > 100: verdict = "liked"
        case (-100)...(-1): verdict = "back to centre"
        case (0)..<(10): verdict = "barely moved"
        default: verdict = "centre"
        }
        start.x = 0.25
        start.y += 0.5
    }
}

#Preview("Swipe") {
    SwipeCard()
}
