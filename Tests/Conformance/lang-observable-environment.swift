import SwiftUI

/// A library shared through the Observation environment: the root gives it with
/// `.environment(_:)`, the views inside read it with `@Environment(Library.self)`, and a badge
/// reads it as an optional, finding nil where no ancestor gives it. Changes are timed by a
/// `Transaction` (or not animated when it disables animations) and by a repeated animation.
@Observable final class Library {
    var shelves = 3
    var tall = false
}

struct Shelf: View {
    let index: Int
    @Environment(Library.self) private var library
    var body: some View {
        Color.brown
            .frame(height: library.tall ? 120 : 60)
            .onTapGesture {
                var transaction = Transaction()
                transaction.animation = .linear(duration: 1)
                transaction.disablesAnimations = index == 0
                withTransaction(transaction) { library.tall.toggle() }
            }
    }
}

struct Badge: View {
    @Environment(Library.self) private var library: Library?
    var body: some View {
        Color.green.frame(height: library == nil ? 10 : 20)
    }
}

struct Shelves: View {
    @Environment(Library.self) private var library
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Badge().id("badge")
                ForEach(0..<library.shelves, id: \.self) { index in
                    Shelf(index: index)
                }
                Color.blue.frame(height: 40).id("add")
                    .onTapGesture {
                        withAnimation(.linear(duration: 0.5).repeatCount(3, autoreverses: true)) { library.shelves += 1 }
                    }
            }
        }
    }
}

struct LibraryApp: View {
    @State private var library = Library()
    var body: some View {
        Shelves().environment(library)
    }
}

struct FadingShelves: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.gray.frame(height: 100)
                        .scrollTransition(.animated(.linear(duration: 1))) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .scrollIndicatorsFlash(trigger: 0)
    }
}

/// A pulse that runs forever once tapped, backwards every other second.
struct Pulse: View {
    @State private var grown = false
    var body: some View {
        ScrollView {
            Color.red.frame(height: grown ? 200 : 100).id("pulse")
                .onTapGesture { withAnimation(.linear(duration: 1).repeatForever()) { grown = true } }
        }
    }
}

#Preview("Library") { LibraryApp() }
#Preview("Pulse") { Pulse() }
#Preview("Loose badge") { ScrollView { Badge().id("badge") } }
#Preview("Fading shelves") { FadingShelves() }
