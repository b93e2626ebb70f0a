import SwiftUI

/// A feed under a 120 pt header and above a 50 pt bar, both set with `safeAreaInset`: the
/// scroll view fills the screen under them and insets its content by their lengths.
struct InsetFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.gray
                        .frame(height: 100)
                        .id(index)
                }
            }
        }
        .safeAreaInset(edge: .top) {
            Color.blue
                .frame(height: 120)
                .id("header")
        }
        .safeAreaInset(edge: .bottom, spacing: 10) {
            Color.green
                .frame(width: 200, height: 50)
                .id("bar")
        }
    }
}

/// A banner and a list in a stack, padded at the top with `safeAreaPadding`: the stack is
/// laid out inside the added safe area, as `padding` would place it.
struct PaddedStack: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .frame(height: 100)
                .id("banner")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in
                        Color.gray
                            .frame(height: 100)
                            .id(index)
                    }
                }
            }
        }
        .safeAreaPadding(.top, 30)
    }
}

/// A floating button set with `safeAreaInset` on a stack of a banner and a list.
struct FloatingButton: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .frame(height: 100)
                .id("first")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in
                        Color.gray
                            .frame(height: 100)
                            .id(index)
                    }
                }
            }
        }
        .safeAreaInset(edge: .bottom, alignment: .trailing) {
            Color.red
                .frame(width: 80, height: 44)
                .id("fab")
        }
    }
}

/// A square padded on the sides with `safeAreaPadding`, as `padding` would pad it.
struct PaddedSquare: View {
    var body: some View {
        Color.purple
            .frame(width: 100, height: 100)
            .safeAreaPadding(.horizontal, 20)
            .id("square")
    }
}

/// A carousel with a rail at its leading edge, set with `safeAreaInset`.
struct RailCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Color.gray
                        .frame(width: 200)
                        .id(index)
                }
            }
        }
        .safeAreaInset(edge: .leading, spacing: 10) {
            Color.blue
                .frame(width: 60, height: 100)
                .id("rail")
        }
    }
}
