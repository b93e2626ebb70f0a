import SwiftUI

// A hero image behind a list whose top padding is the image's height, both read through
// preferences: the image reports its height, the list reports where its content starts in
// its own named coordinate space, and the image moves down with the list's overscroll.

struct HeroHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct ListTopKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct HeroHeader: View {
    @Binding var imageHeight: CGFloat
    var topSpacing: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
                .frame(height: max(0, topSpacing))
            Image(systemName: "mountain.2.fill")
                .resizable()
                .frame(height: 240)
                .id("hero")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: HeroHeightKey.self, value: proxy.frame(in: .local).height)
                })
                .onPreferenceChange(HeroHeightKey.self) { height in
                    imageHeight = height
                }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

struct HeroList: View {
    @Binding var listTop: CGFloat
    @Binding var refreshes: Int
    var topPadding: CGFloat
    @Namespace private var list: Namespace.ID

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<20) { index in
                    Text("Item \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                }
            }
            .background(GeometryReader { proxy in
                Color.clear.preference(key: ListTopKey.self, value: proxy.frame(in: .named(list)).minY)
            })
            .onPreferenceChange(ListTopKey.self) { top in
                listTop = top
            }
        }
        .safeAreaPadding(.top, topPadding)
        .coordinateSpace(.named(list))
        .refreshable {
            refreshes += 1
        }
    }
}

struct HeroScreen: View {
    @State private var imageHeight: CGFloat = 0
    @State private var listTop: CGFloat = 0
    @State private var refreshes = 0

    var body: some View {
        HeroHeader(imageHeight: $imageHeight, topSpacing: listTop - imageHeight)
            .overlay {
                HeroList(listTop: $listTop, refreshes: $refreshes, topPadding: imageHeight)
            }
    }
}

#Preview("Hero list") {
    HeroScreen()
}
