import SwiftUI

/// Two panels that grow when tapped, each with a spring written the pre-iOS 17 way (mass,
/// stiffness, damping) or by its duration.
struct SpringPanels: View {
    @State var tall = false
    @State var wide = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red
                    .frame(height: tall ? 200 : 100)
                    .onTapGesture {
                        withAnimation(.interpolatingSpring(stiffness: 100, damping: 20)) { tall.toggle() }
                    }
                    .id("physical")
                Color.green
                    .frame(height: wide ? 200 : 100)
                    .onTapGesture {
                        withAnimation(.interpolatingSpring(duration: 0.5, bounce: 0)) { wide.toggle() }
                    }
                    .id("perceptual")
                Color.blue.frame(height: 50).id("below")
            }
        }
    }
}

#Preview("Spring panels") {
    SpringPanels()
}
