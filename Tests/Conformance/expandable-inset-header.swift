import SwiftUI

/// A list under an expandable header and over a footer, both set in its safe area.
struct ExpandableInsetHeader: View {
    @State var expanded = true

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Text("Row \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .id(index)
                }
            }
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            VStack(spacing: 0) {
                Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
                    .frame(height: 40)
                    .id("toggle")
                if expanded {
                    Color.orange.frame(height: 80)
                }
            }
            .id("header")
        }
        .safeAreaInset(edge: .bottom, spacing: 10) {
            Color.green.frame(height: 50).id("footer")
        }
    }
}
