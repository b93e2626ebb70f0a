import SwiftUI

/// Three tabs whose underline moves to the tapped one, matched by its geometry.
struct UnderlinedTabs: View {
    @Namespace var underline
    @State var selected = 0

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { tab in
                VStack(spacing: 0) {
                    Text("Tab \(tab)").frame(width: 100, height: 40)
                    if selected == tab {
                        Color.blue
                            .frame(width: 100, height: 4)
                            .matchedGeometryEffect(id: "underline", in: underline)
                            .id("underline")
                    } else {
                        Color.clear.frame(width: 100, height: 4)
                    }
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { selected = tab } }
                .id("tab\(tab)")
            }
        }
    }
}
