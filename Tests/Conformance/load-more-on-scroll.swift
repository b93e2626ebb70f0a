import SwiftUI

/// An endless list that loads the next page when the bottom of the screen comes within 200 pt
/// of the list's end:
/// the request takes 0.8 s, a spinner row shows meanwhile, and a page holds 20 rows.
struct EndlessList: View {
    @State private var rows = Array(0..<20)
    @State private var loading = false
    @State private var pages = 1

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(rows, id: \.self) { row in
                    Text("Row \(row)").frame(height: 60)
                }
                if loading {
                    Text("Loading…").frame(height: 50).id("spinner")
                }
            }
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y + geometry.containerSize.height > geometry.contentSize.height - 200
        } action: { _, nearEnd in
            guard nearEnd, !loading, pages < 3 else { return }
            loading = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
                rows += Array(rows.count..<(rows.count + 20))
                pages += 1
                loading = false
            }
        }
    }
}
