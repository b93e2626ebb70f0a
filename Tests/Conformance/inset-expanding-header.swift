import SwiftUI

/// A header set in the safe area with safeAreaInset that expands when tapped: the list
/// under it keeps running under the header and insets its content by the header's height.
struct ExpandableInsetHeader: View {
    @State var expanded = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.blue.frame(height: 100).id(index)
                }
            }
        }
        .safeAreaInset(edge: .top) {
            VStack(spacing: 0) {
                Button("Toggle") { expanded.toggle() }
                    .frame(height: 60)
                    .id("toggle")
                if expanded {
                    Color.orange.frame(height: 140).id("details")
                }
            }
            .frame(maxWidth: .infinity)
            .background(Color.white)
            .id("header")
        }
    }
}
