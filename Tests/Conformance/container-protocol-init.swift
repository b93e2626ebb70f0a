import SwiftUI

/// A container protocol in the shape apps write it: it requires `init(content:)`, which a
/// conforming struct's memberwise initialiser gives, and its extension adds an initialiser
/// with an unlabelled builder closure that calls it.
protocol ContentContainer: View {
    associatedtype Content
    init(content: @escaping () -> Content)
}

extension ContentContainer {
    init(@ViewBuilder _ content: @escaping () -> Content) {
        self.init(content: content)
    }
}

struct Carousel<Content: View>: ContentContainer {
    var content: () -> Content

    var body: some View {
        ScrollView(.horizontal) {
            HStack(content: content)
        }
    }
}

#Preview("Carousel") {
    Carousel {
        Text("One").frame(width: 100, height: 100).id("one")
        Text("Two").frame(width: 100, height: 100).id("two")
        Text("Three").frame(width: 100, height: 100).id("three")
    }
}

#Preview("Memberwise") {
    Carousel(content: { Text("Only").frame(width: 120, height: 60).id("only") })
}
