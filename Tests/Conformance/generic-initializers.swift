import SwiftUI

/// Initialisers with generic parameters of their own, in the type and in an extension, one
/// with a `where` clause whose generic arguments go on over lines (`Group` then `<Text>` on
/// the next line, as Swift reads a type).
struct Card<Content: View>: View {
    let summary: String
    let content: Content

    init(summary: String, @ViewBuilder content: () -> Content) {
        self.summary = summary
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            Text(summary).frame(height: 20)
            content.frame(height: 30)
        }
    }
}

extension Card {
    init<T: CustomStringConvertible>(value: T) where
        Content == Group
        <Text> {
        self.init(summary: value.description) {
            Group { Text(value.description) }
        }
    }
}

struct Caption: View {
    let text: String

    init<S: StringProtocol>(_ words: S) {
        text = String(words)
    }

    var body: some View { Text(text).frame(height: 10).id(text) }
}

struct Shelf: View {
    @State private var summaries: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            Card(value: 42)
            Card(value: true)
            Caption("end"[...])
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .onAppear { summaries = [Card(value: 42).summary, Card(value: true).summary, Caption("shelf").text] }
    }
}

#Preview("Shelf") { Shelf() }
