import SwiftUI

/// A library screen: books in a list under a large title with an add button. The list keeps its
/// top inset as it reads it while scrolling and its scroll phases, and the first row reads where
/// it is on the screen.
struct Library: View {
    @State var topInset: CGFloat = 0
    @State var firstRowY: CGFloat = 0
    @State var added = 0
    @State var tapped = -1
    @State var phases: [String] = []

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { index in
                        Text("Book \(index)")
                            .frame(maxWidth: .infinity, minHeight: 60)
                            .contentShape(Rectangle())
                            .onTapGesture { tapped = index }
                            .onGeometryChange(for: CGFloat.self) { proxy in
                                proxy.frame(in: .global).minY
                            } action: { minY in
                                if index == 0 { firstRowY = minY }
                            }
                    }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentInsets.top
            } action: { _, inset in
                topInset = inset
            }
            .onScrollPhaseChange { _, phase in
                phases.append("\(phase)")
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { added += 1 }
                }
            }
        }
    }
}

/// The same list under an inline title: nothing collapses.
struct InlineLibrary: View {
    var body: some View {
        NavigationStack {
            List(0..<40, id: \.self) { index in
                Text("Book \(index)")
            }
            .navigationTitle("Library")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Library") { Library() }
#Preview("Inline library") { InlineLibrary() }
