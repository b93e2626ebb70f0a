import SwiftUI

/// A card a carousel shows, made from a colour.
struct CarouselCard: Identifiable {
    let id: Int
    var color: Color
    var width: CGFloat = 0
}

/// A visible cell's anchor, gathered by a preference.
struct SeenCell: Equatable {
    let index: Int
    let bounds: Anchor<CGRect>
}

struct SeenCellsKey: PreferenceKey {
    static var defaultValue: [SeenCell] = []
    static func reduce(value: inout [SeenCell], nextValue: () -> [SeenCell]) { value += nextValue() }
}

struct HeaderFrameKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

/// A placeholder bar in the shape it is given, as skeleton loaders take one.
struct SkeletonBar<S: Shape>: View {
    let shape: S
    init(_ shape: S) { self.shape = shape }
    var body: some View { shape.stroke(Color.gray, lineWidth: 2, antialiased: true) }
}

extension View {
    /// Reports the view's width to `completion` when it is tapped, as apps' measuring helpers do.
    func reportingWidth(_ width: CGFloat, completion: @escaping (CGFloat) -> Void) -> some View {
        onTapGesture { completion(width) }
    }
}

/// Members typed by their context as swiftc types them: `.init(…)` returned from a
/// `compactMap` whose result is an `[CarouselCard]`, a preference's `value: .init(…)` and an anchor
/// preference's transform typed by the key's `Value`, `2 * .pi` a Double, `String()`, and
/// writes to `card.width` of a `$card` row going through the binding; `.rect(cornerRadius:)`
/// for an app's generic `S: Shape`, Optional's `.none` beside a width in a ternary, and a
/// framework enum compared by `onChange`.
struct ContextTypedMembers: View {
    @State private var cards: [CarouselCard] = [.red, .blue, .green].enumerated().compactMap { index, color in
        .init(id: index, color: color)
    }
    @State private var positions: [ScrollPosition]
    @State private var seen = 0
    @State private var note = String()
    @State private var pulse = false
    @State private var fixed = false
    @State private var scheme = ColorScheme.light
    @State private var schemeChanges = 0

    init(pages: Int = 4) {
        _positions = .init(initialValue: .init(repeating: .init(), count: pages))
    }

    /// A full turn is 2π: the literal beside `.pi` is a Double.
    static func turns(_ angle: Double) -> Double { angle / (2 * .pi) }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("\(cards.count) cards, \(positions.count) pages")
                    .frame(height: 40)
                    .id("title")
                ForEach($cards) { $card in
                    Text("card \(card.id): \(Int(card.width))")
                        .frame(height: 60)
                        .reportingWidth(CGFloat(100 + card.id)) { width in card.width = width }
                        .anchorPreference(key: SeenCellsKey.self, value: .bounds) { anchor in
                            [.init(index: card.id, bounds: anchor)]
                        }
                        .id("card\(card.id)")
                }
                Color.clear
                    .frame(height: 20)
                    .preference(key: HeaderFrameKey.self, value: .init(x: 0, y: 0, width: 390, height: 20))
                SkeletonBar(.rect(cornerRadius: 5))
                    .frame(width: fixed ? 100 : .none, height: 30)
                    .id("bar")
                SkeletonBar(.capsule(style: .continuous))
                    .frame(height: 10)
                Button("Fix") {
                    fixed = true
                    scheme = .dark
                }
                .frame(height: 44)
                .id("fix")
                Text("pulse")
                    .frame(height: 30)
                    .phaseAnimator([false, true], trigger: pulse) { content, phase in
                        content.opacity(phase ? 1 : 0.5)
                    } animation: { _ in
                        .linear(duration: 0.06)
                    }
            }
        }
        .onPreferenceChange(SeenCellsKey.self) { cells in seen = cells.count }
        .onChange(of: scheme) { schemeChanges += 1 }
    }
}

#Preview { ContextTypedMembers() }
