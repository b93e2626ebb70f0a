import SwiftUI

// A generic container that keeps its @ViewBuilder closure and calls it in its body, next to
// one that builds its content once in its initialiser: both shapes are common in app code.
struct Panel<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(spacing: 10) {
            Text(title)
            content()
        }
    }
}

struct BuiltPanel<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 10) {
            Text(title)
            content
        }
    }
}

struct PanelsPage: View {
    @FocusState private var searching: Bool

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Panel(title: "Recent") {
                    Color.blue.frame(width: 300, height: 120)
                }
                .id("recent")
                BuiltPanel(title: "Saved items") {
                    Color.green.frame(width: 200, height: 80)
                    Color.green.frame(width: 200, height: 80)
                }
                .id("saved")
            }
        }
    }
}

#Preview { PanelsPage() }
