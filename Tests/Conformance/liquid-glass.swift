import SwiftUI

// iOS 26's Liquid Glass: glass drawn behind views changes no layout; a GlassEffectContainer lays
// out its views as if written in place; the glass button styles are laid out as .bordered.

struct GlassBar: View {
    @Namespace private var glass
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Bordered") { taps += 1 }.buttonStyle(.bordered).id("bordered")
            Button("Bordered") { taps += 1 }.buttonStyle(.glass).id("glass")
            Button("Bordered") { taps += 1 }.buttonStyle(.glassProminent).id("prominent")
            HStack {
                Button("Bordered") { taps += 1 }.buttonStyle(GlassButtonStyle()).id("made")
                Button("Bordered") { taps += 1 }.buttonStyle(GlassProminentButtonStyle()).id("madeProminent")
            }
            Button("Bordered") { taps += 1 }.buttonStyle(.glass(.clear.tint(.blue))).id("tinted")
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Image(systemName: "pencil")
                        .frame(width: 80, height: 80)
                        .glassEffect()
                        .glassEffectID("pencil", in: glass)
                        .id("pencil")
                    Image(systemName: "eraser")
                        .frame(width: 80, height: 80)
                        .glassEffect(.regular.interactive(), in: .circle)
                        .glassEffectUnion(id: "tools", namespace: glass)
                        .glassEffectTransition(.matchedGeometry)
                        .id("eraser")
                }
            }
            Text("Plain").padding().glassEffect(.clear, in: .rect(cornerRadius: 12)).id("plain")
        }
    }
}

#Preview("Glass") { GlassBar() }
