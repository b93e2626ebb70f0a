import SwiftUI

// Readers inside scroll views inside scroll views: a page with a featured strip (built up
// front) and a feed of shelves (ForEach rows), each a horizontal scroll view whose cards
// observe their own visibility and position; the page reads its header against every space.

struct PageHeader: View {
    @Binding var globalTop: CGFloat
    @Binding var localTop: CGFloat
    @Binding var namedTop: CGFloat
    @Binding var insets: CGFloat
    @Binding var scrollBounds: CGRect
    @Binding var stripBounds: CGFloat

    var body: some View {
        GeometryReader { proxy in
            Color.clear
                .onGeometryChange(for: CGFloat.self) { inner in
                    inner.frame(in: CoordinateSpace.global).minY
                } action: { globalTop = $0 }
                .onGeometryChange(for: CGFloat.self) { inner in
                    inner.frame(in: CoordinateSpace.local).minY
                } action: { localTop = $0 }
                .onGeometryChange(for: CGFloat.self) { inner in
                    inner.frame(in: CoordinateSpace.named("page")).minY
                } action: { namedTop = $0 }
                .onGeometryChange(for: CGFloat.self) { _ in
                    proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom
                } action: { insets = $0 }
                .onGeometryChange(for: CGRect.self) { inner in
                    inner.bounds(of: .scrollView) ?? .zero
                } action: { scrollBounds = $0 }
                .onGeometryChange(for: CGFloat.self) { inner in
                    (inner.bounds(of: .scrollView(axis: .horizontal)) ?? .zero).minX
                } action: { stripBounds = $0 }
        }
        .frame(height: 100)
    }
}

struct Card: View {
    let shelf: Int
    let card: Int
    @Binding var shown: [Int]
    @Binding var secondCardX: CGFloat

    var body: some View {
        Text("Card \(card)")
            .frame(width: 150, height: 150)
            .onScrollVisibilityChange(threshold: 0.5) { isVisible in
                if isVisible { shown[shelf] += 1 }
            }
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.frame(in: .scrollView(axis: .horizontal)).minX
            } action: { x in
                if shelf == 0 && card == 1 { secondCardX = x }
            }
    }
}

struct ShelfPage: View {
    @State private var globalTop: CGFloat = -1
    @State private var localTop: CGFloat = -1
    @State private var namedTop: CGFloat = -1
    @State private var insets: CGFloat = -1
    @State private var scrollBounds: CGRect = .zero
    @State private var stripBounds: CGFloat = -1
    @State private var shown = [0, 0, 0, 0, 0, 0, 0, 0, 0]
    @State private var secondCardX: CGFloat = -1
    @State private var featuredPhases: [String] = []

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                PageHeader(globalTop: $globalTop, localTop: $localTop, namedTop: $namedTop, insets: $insets,
                           scrollBounds: $scrollBounds, stripBounds: $stripBounds)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<5) { card in
                            Card(shelf: 8, card: card, shown: $shown, secondCardX: $secondCardX)
                        }
                    }
                }
                .onScrollPhaseChange { _, phase in featuredPhases.append("\(phase)") }
                .frame(height: 150)
                .id("featured")
                LazyVStack(spacing: 0) {
                    ForEach(0..<8) { shelf in
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 0) {
                                ForEach(0..<5) { card in
                                    Card(shelf: shelf, card: card, shown: $shown, secondCardX: $secondCardX)
                                }
                            }
                        }
                        .frame(height: 150)
                    }
                }
            }
        }
        .coordinateSpace(.named("page"))
    }
}
