import SwiftUI

/// Fonts written as an instance method named through its type, as some tutorials write them:
/// `Font.bold(.caption)` is `bold` bound to `.caption`, and calling it gives `.caption.bold()`.
struct EventCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Event").font(.bold(.caption)()).id("bound")
            Text("Event").font(.caption.bold()).id("called")
            Text("Event").font(Font.italic(.largeTitle)()).id("boundTitle")
            Text("Event").font(.largeTitle.italic()).id("calledTitle")
        }
    }
}

#Preview("Event card") { EventCard() }
