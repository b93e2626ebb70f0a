import SwiftUI

// A GeometryReader takes the size it is offered and lays its content out from its
// top-leading corner; its proxy gives that size and its frame in the spaces around it.

struct HeaderFrameKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct HeaderLocalKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct RowFrameKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct ListBoundsKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

struct ReaderFrames: View {
    @State private var headerGlobal: CGRect = .zero
    @State private var headerLocal: CGRect = .zero
    @State private var rowInScrollView: CGRect = .zero
    @State private var rowInList: CGRect = .zero
    @State private var rowGlobal: CGRect = .zero
    @State private var listBounds: CGRect = .zero

    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(height: 100)
            GeometryReader { proxy in
                Text("Title")
                    .id("title")
                    .preference(key: HeaderFrameKey.self, value: proxy.frame(in: .global))
                    .preference(key: HeaderLocalKey.self, value: proxy.frame(in: .local))
            }
            .frame(height: 200)
            .onPreferenceChange(HeaderFrameKey.self) { headerGlobal = $0 }
            .onPreferenceChange(HeaderLocalKey.self) { headerLocal = $0 }
            ScrollView {
                LazyVStack(spacing: 10) {
                    GeometryReader { proxy in
                        Color.clear
                            .preference(key: RowFrameKey.self, value: proxy.frame(in: .scrollView))
                            .preference(key: ListBoundsKey.self, value: proxy.bounds(of: .named("list")) ?? .zero)
                    }
                    .frame(height: 60)
                    .id("reader")
                    .onPreferenceChange(RowFrameKey.self) { rowInScrollView = $0 }
                    .onPreferenceChange(ListBoundsKey.self) { listBounds = $0 }
                    .onGeometryChange(for: CGRect.self) { proxy in
                        proxy.frame(in: .named("list"))
                    } action: { frame in
                        rowInList = frame
                    }
                    .onGeometryChange(for: CGRect.self) { proxy in
                        proxy.frame(in: .global)
                    } action: { frame in
                        rowGlobal = frame
                    }
                    GeometryReader { _ in
                        Color.green
                    }
                    .id("bare")
                    ForEach(0..<20) { index in
                        Text("Row \(index)")
                            .frame(height: 50)
                    }
                }
            }
            .coordinateSpace(name: "list")
        }
    }
}

#Preview("Reader frames") {
    ReaderFrames()
}
