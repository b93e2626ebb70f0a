import SwiftUI

/// A container-view protocol in the shape apps copy from a well-known tip: the protocol requires
/// `init(content:)`, and its extension adds an unlabelled `@ViewBuilder` initialiser that
/// delegates to it, so every conforming view can be written `Card { … }` or `Card({ … })`.
protocol ContainerView: View {
    associatedtype Content
    init(content: @escaping () -> Content)
}

extension ContainerView {
    init(@ViewBuilder _ content: @escaping () -> Content) {
        self.init(content: content)
    }
}

/// A protocol refining it: its conforming types get the extension's initialiser too.
protocol TitledContainer: ContainerView {
    static var title: String { get }
}

struct Panel<Content: View>: ContainerView {
    let content: () -> Content
    init(content: @escaping () -> Content) { self.content = content }
    var body: some View {
        VStack(spacing: 0) { content() }.padding(10)
    }
}

struct Section2<Content: View>: TitledContainer {
    static var title: String { "Second" }
    let content: () -> Content
    init(content: @escaping () -> Content) { self.content = content }
    var body: some View {
        VStack(spacing: 0) {
            Text(Self.title).frame(height: 30).id("title")
            content()
        }
    }
}

/// A type that declares the same initialiser itself: its own is the one called.
struct Tray<Content: View>: ContainerView {
    let content: () -> Content
    let inset: CGFloat
    init(content: @escaping () -> Content) { self.content = content; inset = 0 }
    init(@ViewBuilder _ content: @escaping () -> Content) { self.content = content; inset = 20 }
    var body: some View {
        VStack(spacing: 0) { content() }.padding(inset)
    }
}

struct ContainerGallery: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Panel({ Color.red.frame(height: 50).id("panel") })
                Section2({ Color.green.frame(height: 40).id("section") })
                Tray({ Color.blue.frame(height: 60).id("tray") })
            }
        }
    }
}
