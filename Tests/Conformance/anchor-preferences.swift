import SwiftUI

// anchorPreference reports a view's geometry up the tree as an Anchor; a layer made by
// overlayPreferenceValue or backgroundPreferenceValue reads it back with proxy[anchor], in
// the coordinates of the GeometryReader that asks: a highlight drawn at a selected tab, a
// marker behind a scrolled row, dots at a card's anchor points.

struct SelectedTabKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct TabHighlightBar: View {
    @State private var selection = 1
    @State private var underline: CGRect = .zero
    private let titles = ["Inbox", "Sent", "Drafts"]

    var body: some View {
        VStack(spacing: 0) {
            Color.gray
                .frame(height: 100)
            HStack(spacing: 10) {
                ForEach(titles.indices, id: \.self) { index in
                    Button(titles[index]) { selection = index }
                        .frame(width: 80, height: 40)
                        .id("tab\(index)")
                        .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
                            selection == index ? anchor : nil
                        }
                }
            }
            .overlayPreferenceValue(SelectedTabKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Rectangle()
                            .frame(width: proxy[anchor].width, height: 3)
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY - 3)
                            .id("underline")
                            .onChange(of: proxy[anchor]) { _, frame in underline = frame }
                    }
                }
            }
            Spacer()
        }
    }
}

struct RowAnchorsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct MarkedRowList: View {
    @State private var marked = 2

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in
                    Text("Message \(index)")
                        .frame(maxWidth: .infinity, minHeight: 50)
                        .id(index)
                        .anchorPreference(key: RowAnchorsKey.self, value: .bounds) { [index: $0] }
                        .onTapGesture { marked = index }
                }
            }
        }
        .backgroundPreferenceValue(RowAnchorsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[marked] {
                    Color.yellow
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                        .id("marker")
                }
            }
        }
    }
}

struct CardPointsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct CardInsetKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = nextValue() ?? value
    }
}

struct CardAnchorPoints: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray
                .frame(height: 100)
            ZStack {
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .topLeading) { ["topLeading": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .top) { ["top": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .topTrailing) { ["topTrailing": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .leading) { ["leading": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .center) { ["center": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .trailing) { ["trailing": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .bottomLeading) { ["bottomLeading": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .bottom) { ["bottom": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .bottomTrailing) { ["bottomTrailing": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .point(CGPoint(x: 20, y: 30))) { ["point": $0] }
                Color.clear.anchorPreference(key: CardPointsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.75))) { ["unitPoint": $0] }
            }
            .frame(width: 200, height: 100)
            .anchorPreference(key: CardInsetKey.self, value: .rect(CGRect(x: 10, y: 10, width: 50, height: 20))) { $0 }
            .overlayPreferenceValue(CardPointsKey.self, alignment: .topLeading) { points in
                GeometryReader { proxy in
                    ForEach(points.keys.sorted(), id: \.self) { name in
                        if let anchor = points[name] {
                            Circle()
                                .frame(width: 4, height: 4)
                                .offset(x: proxy[anchor].x - 2, y: proxy[anchor].y - 2)
                                .id(name)
                        }
                    }
                }
            }
            .backgroundPreferenceValue(CardInsetKey.self, alignment: .topLeading) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Color.blue
                            .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                            .id("inset")
                    }
                }
            }
            .overlayPreferenceValue(CardInsetKey.self, alignment: .bottomTrailing) { _ in
                Color.red
                    .frame(width: 30, height: 10)
                    .id("badge")
            }
            Spacer()
        }
    }
}

#Preview("Tab highlight") {
    TabHighlightBar()
}

#Preview("Marked rows") {
    MarkedRowList()
}

#Preview("Card anchors") {
    CardAnchorPoints()
}
