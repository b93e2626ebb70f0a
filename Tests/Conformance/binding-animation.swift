import SwiftUI

// `$value.animation(_:)`: a change made through the binding animates, as inside
// `withAnimation` (here a Toggle's).
struct BindingAnimation: View {
    @State private var tall = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Toggle("Tall", isOn: $tall.animation(.linear(duration: 1)))
                    .id("toggle")
                Color.orange.frame(height: tall ? 300 : 100)
                Text("Below").id("below")
            }
        }
    }
}

#Preview("BindingAnimation") { BindingAnimation() }
