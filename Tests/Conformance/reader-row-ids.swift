import SwiftUI

/// A gallery whose rows measure themselves: each row is a GeometryReader holding a caption
/// with its own id, as a parallax or progress row is written.
struct MeasuredGallery: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    GeometryReader { proxy in
                        Text("Caption \(index)")
                            .frame(width: 120, height: 30)
                            .id("caption-\(index)")
                    }
                    .frame(height: 100)
                    .id(index)
                }
            }
        }
    }
}
