import SwiftUI

/// A welcome screen with nothing to scroll: the title at the top, the button pushed to the
/// bottom by a spacer, as the root view of a hosting controller lays them out.
struct Welcome: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Welcome")
                .font(.largeTitle)
                .id("title")
            Spacer()
            Button("Continue") {}
                .frame(maxWidth: .infinity)
                .frame(height: 50)
                .id("continue")
        }
    }
}

/// An empty state: one line, centred on the screen.
struct NoResults: View {
    var body: some View {
        Text("No results")
            .frame(width: 200, height: 60)
            .id("empty")
    }
}

/// A backdrop: the colour fills the safe area; the second one ignores it and fills the screen.
struct Backdrop: View {
    var body: some View {
        Color.indigo
            .id("backdrop")
    }
}

struct FullBleedBackdrop: View {
    var body: some View {
        Color.indigo
            .ignoresSafeArea()
            .id("backdrop")
    }
}

/// A root that brings its own scroll view is laid out as before: it takes the region and its
/// rows start at the top.
struct Notes: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Text("Note \(index)")
                        .frame(width: 120, height: 30)
                        .id(index)
                }
            }
        }
    }
}
