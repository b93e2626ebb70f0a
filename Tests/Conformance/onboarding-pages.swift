import SwiftUI

/// An onboarding flow: pages in a TabView with the page style; the selection follows the
/// page shown and a button moves on.
struct Onboarding: View {
    @State var page = 0
    let titles = ["Welcome", "Sync", "Share", "Start"]

    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<4) { index in
                VStack {
                    Text(titles[index])
                    Button("Next") { withAnimation { page = index + 1 } }
                        .id("next \(index)")
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}

/// A photo strip: pages without tags, identified by their order.
struct Strip: View {
    var body: some View {
        TabView {
            Color.red
            Color.green
            Color.blue
        }
        .tabViewStyle(PageTabViewStyle())
        .frame(height: 300)
    }
}

/// Cards paged with the style's shorthand.
struct Cards: View {
    var body: some View {
        TabView {
            ForEach(0..<5) { index in
                Text("Card \(index)")
            }
        }
        .tabViewStyle(.page)
    }
}

/// The style reaches every TabView inside the view it modifies, as the environment does:
/// written after other modifiers of the TabView, or on a view holding one.
struct Gallery: View {
    var body: some View {
        TabView {
            Color.red
            Color.green
        }
        .frame(height: 200)
        .background(Color.black)
        .tabViewStyle(PageTabViewStyle())
    }
}

struct AlbumPages: View {
    var body: some View {
        TabView {
            Color.red
            Color.green
            Color.blue
        }
    }
}

struct Album: View {
    var body: some View {
        AlbumPages()
            .frame(height: 250)
            .tabViewStyle(.page)
    }
}

#Preview("Onboarding") { Onboarding() }
#Preview("Gallery") { Gallery() }
#Preview("Album") { Album() }
#Preview("Cards") { Cards() }
#Preview("Strip") { Strip() }
