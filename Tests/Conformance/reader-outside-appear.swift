import SwiftUI

/// A GeometryReader outside the scroll view whose onAppear and onChange(of:) read its frame:
/// SwiftUI lays the reader out before either runs, so both see where it is.
struct BandedReader: View {
    @State var top: CGFloat = -1
    @State var changes = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                Color.clear
                    .onAppear { top = proxy.frame(in: .global).minY }
                    .onChange(of: proxy.frame(in: .global).minY) { _, newValue in
                        top = newValue
                        changes += 1
                    }
            }
            .frame(height: 50)
            ScrollView {
                Text("top \(Int(top))").id("label")
            }
        }
    }
}

/// The same reader shown by a tap: it appears in that update, and its actions run after it is laid out.
struct RevealedReader: View {
    @State var show = false
    @State var top: CGFloat = -1
    @State var initialTop: CGFloat = -1
    @State var changes = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("Show") { show = true }
                .frame(height: 100)
            if show {
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { top = proxy.frame(in: .global).minY }
                        .onChange(of: proxy.frame(in: .global).minY, initial: true) { _, newValue in
                            initialTop = newValue
                            changes += 1
                        }
                }
                .frame(height: 50)
            }
            ScrollView {
                Text("top \(Int(top))").id("label")
            }
        }
    }
}
