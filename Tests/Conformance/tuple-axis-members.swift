import SwiftUI

// A tuple parameter's elements are typed by the parameter's declaration, so leading-dot
// members inside a tuple argument (`y: .zero`) are CGFloat's.
struct FlippedRing: View {
    var body: some View {
        ScrollView {
            Circle()
                .trim(from: 0.25, to: 1)
                .rotation3DEffect(.init(degrees: 180), axis: (x: 1, y: .zero, z: .zero), anchorZ: .zero)
                .frame(width: 120, height: 120)
                .id("ring")
        }
    }
}

#Preview("Flipped ring") { FlippedRing() }
