import SwiftUI

// A property an app adds to a framework enum, read on the value an @Environment property gives:
// the layout direction flipped for a gauge drawn the other way round.

private extension LayoutDirection {
    var opposite: LayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }
}

struct FlippedLabel: View {
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        VStack(spacing: 0) {
            Text(direction.opposite == .rightToLeft ? "flipped" : "same")
                .frame(height: 30)
                .id("flipped")
            Text(direction == .leftToRight ? "left to right" : "right to left")
                .frame(height: 30)
                .id("direction")
        }
        .environment(\.layoutDirection, direction.opposite)
    }
}

#Preview("Flipped") {
    ScrollView {
        FlippedLabel()
    }
}
