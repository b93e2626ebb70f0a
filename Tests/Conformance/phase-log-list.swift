import SwiftUI

/// A list that records every scroll phase it hears.
struct Phases: View {
    @State var phases: [String] = []
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    Button("Jump") { withAnimation { proxy.scrollTo(40, anchor: .top) } }
                        .frame(height: 60)
                        .id("jump")
                    ForEach(0..<60) { index in
                        Text("Row \(index)").frame(height: 60).id(index)
                    }
                }
            }
            .onScrollPhaseChange { _, newPhase in
                phases.append("\(newPhase)")
            }
        }
    }
}
