import SwiftUI

/// A feed under a 120 pt header set with `safeAreaInset`, on a phone: the list runs under the
/// status bar and the header, and insets its rows by both.
struct HeaderedFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    Text("Post \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 60)
                        .id(index)
                }
            }
        }
        .safeAreaInset(edge: .top) {
            Color.orange
                .frame(height: 120)
                .id("header")
        }
    }
}

/// A pull-to-refresh list that records its scroll phases; its refresh takes a second.
struct RefreshingFeed: View {
    @State private var refreshes = 0
    @State private var phases: [String] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Text("Story \(index)")
                        .frame(height: 80)
                        .id(index)
                }
            }
        }
        .refreshable {
            try? await Task.sleep(for: .seconds(1))
            refreshes += 1
        }
        .onScrollPhaseChange { _, newPhase in
            phases.append("\(newPhase)")
        }
    }
}
