import SwiftUI

/// iOS 16's SpatialTapGesture: a tap whose value holds where it landed, in the view's own
/// coordinates by default, in the screen's for `.global` (a marker placed where one taps).
struct SpatialTaps: View {
    @State private var local = CGPoint.zero
    @State private var screen = CGPoint.zero

    var body: some View {
        VStack(spacing: 0) {
            Color.orange
                .frame(width: 200, height: 200)
                .gesture(SpatialTapGesture().onEnded { value in local = value.location })
                .id("pad")
            Color.purple
                .frame(width: 390, height: 100)
                .gesture(SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded { value in screen = value.location })
                .id("strip")
        }
    }
}

#Preview("Spatial taps") {
    SpatialTaps()
}
