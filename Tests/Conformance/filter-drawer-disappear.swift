import SwiftUI

// A results list under a filter panel that closes and opens again: the panel reports each
// time it goes away, and the hint shown in its place records when it comes and goes.
struct FilterDrawer: View {
    @State private var showsFilters = true
    @State private var closings = 0
    @State private var events: [String] = []
    @State private var resultsGone = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Filters") { showsFilters.toggle() }
                .frame(height: 44)
                .id("filters")
            if showsFilters {
                FilterPanel(onClose: {
                    closings += 1
                    events.append("panel gone")
                })
            } else {
                Text("Filters hidden")
                    .frame(height: 44)
                    .id("hint")
                    .onAppear { events.append("hint shown") }
                    .onDisappear { events.append("hint gone") }
            }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Text("Result \(index)")
                            .frame(height: 80)
                            .id(index)
                    }
                }
            }
            .onDisappear { resultsGone = true }
        }
    }
}

struct FilterPanel: View {
    let onClose: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            Text("Price").frame(height: 44)
            Text("Distance").frame(height: 44)
        }
        .onDisappear(perform: onClose)
    }
}

#Preview { FilterDrawer() }
