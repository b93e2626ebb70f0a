import SwiftUI

// @Environment reads an iPhone's values (compact width, regular height, light, scale 3)
// and what .environment(_:_:) sets for the views inside; @Namespace names a coordinate space.

struct Tile: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.verticalSizeClass) private var verticalClass
    @Environment(\.displayScale) private var scale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var direction
    @Environment(\.dismiss) private var dismiss
    let name: String

    var body: some View {
        Text(colorScheme == .dark ? "\(name) dark" : name)
            .frame(height: sizeClass == .compact && verticalClass == .regular ? 30 * scale : 50)
            .opacity(isEnabled && direction == .leftToRight ? 1 : 0.5)
            .onTapGesture { dismiss() }
    }
}

struct ThemedList: View {
    @Namespace private var list: Namespace.ID
    @State private var tileTop: CGFloat = -1

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Tile(name: "plain").id("plain")
                Tile(name: "night").environment(\.colorScheme, .dark).id("night")
                VStack {
                    Tile(name: "inside")
                }
                .environment(\.colorScheme, .dark)
                .id("inside")
                ForEach(0..<3) { index in
                    Tile(name: "row")
                }
                .environment(\.horizontalSizeClass, .regular)
                Text("Measured")
                    .frame(height: 40)
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.frame(in: .named(list)).minY
                    } action: { top in
                        tileTop = top
                    }
            }
        }
        .coordinateSpace(.named(list))
    }
}
