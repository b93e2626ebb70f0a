import SwiftUI

/// A chat's typing indicator: three dots light up in turn every 0.4 s while the other person
/// types; after two and a half seconds their message arrives, the timer stops and a light
/// haptic tap announces it.
struct TypingIndicator: View {
    @State private var messages = ["Hi!", "Are you coming tonight?"]
    @State private var dot = 0
    @State private var typing = false

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(messages, id: \.self) { message in
                    Text(message).frame(height: 36)
                }
                if typing {
                    Text(String(repeating: "·", count: dot + 1)).frame(height: 36).id("dots")
                }
                Text("Ask").id("ask").onTapGesture { ask() }
            }
        }
    }

    private func ask() {
        typing = true
        let timer = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { _ in
            dot = (dot + 1) % 3
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
            timer.invalidate()
            typing = false
            messages.append("Yes, at eight")
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
        }
    }
}
