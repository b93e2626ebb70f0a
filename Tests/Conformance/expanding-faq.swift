import SwiftUI

/// A list of questions that expand when tapped, each with its own animation, and a density
/// switch that every row's height follows through `.animation(_:value:)`.
struct FAQList: View {
    let animations: [Animation?] = [
        .easeInOut(duration: 0.5),
        .linear(duration: 1),
        .spring(response: 0.5, dampingFraction: 0.5),
        .bouncy,
        .default,
        nil,
    ]
    @State private var expanded: Int? = nil
    @State private var compact = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text(compact ? "Comfortable" : "Compact")
                    .frame(height: 40)
                    .id("density")
                    .onTapGesture {
                        compact.toggle()
                    }
                ForEach(0..<6) { index in
                    Text("Question \(index)")
                        .frame(height: expanded == index ? 200 : (compact ? 40 : 60))
                        .onTapGesture {
                            withAnimation(animations[index]) {
                                expanded = expanded == index ? nil : index
                            }
                        }
                }
            }
            .animation(.linear(duration: 0.4), value: compact)
        }
    }
}
