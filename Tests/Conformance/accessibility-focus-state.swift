import SwiftUI

// `@AccessibilityFocusState` is state the view's code writes to move VoiceOver's focus: a
// button sets it, as a flash card moves focus to its question. No assistive technology runs
// here, so only that code changes it.
struct FlashCard: View {
    @AccessibilityFocusState var isQuestionFocused: Bool
    @AccessibilityFocusState private var focusedPart: String?
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("What is 7 × 6?")
                .accessibilityFocused($isQuestionFocused)
            Text("42")
                .accessibilityFocused($focusedPart, equals: "answer")
            Button("Ask again") {
                isQuestionFocused = true
                focusedPart = "answer"
                taps += 1
            }
            .id("ask")
        }
    }
}
