import SwiftUI

/// An index with buttons that jump through a long list with a ScrollViewReader.
struct Index: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Button("End") { proxy.scrollTo(99, anchor: .top) }
                        .frame(width: 130, height: 44)
                    Button("Middle") { withAnimation { proxy.scrollTo(50, anchor: .center) } }
                        .frame(width: 130, height: 44)
                    Button("Row 20") { proxy.scrollTo(20) }
                        .frame(width: 130, height: 44)
                }
                HStack(spacing: 0) {
                    Button("Row 30") { proxy.scrollTo(30) }
                        .frame(width: 130, height: 44)
                    Button("Bottom 10") { proxy.scrollTo(10, anchor: .bottom) }
                        .frame(width: 130, height: 44)
                    Button("Nowhere") { proxy.scrollTo(500) }
                        .frame(width: 130, height: 44)
                }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100) { index in
                            Text("Row \(index)").frame(height: 60).id(index)
                        }
                    }
                }
            }
        }
    }
}

#Preview("Index") { Index() }
