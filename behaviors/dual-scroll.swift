/// A fixed hero image behind a list that scrolls over it, fades it, stretches it on overscroll and pulls to refresh.
///
/// The list's top margin equals the image height, so at rest the image shows above the
/// first row. The image's opacity is `clamp((−offset − 10)/padding, 0, 0.8)`, and pulling
/// the list down past its top stretches the image by the overscroll.
///
/// - Version: 1.0
/// - Author: Scrollwork
import SwiftUI

struct DualScrollScreen: View {
    let imageHeight: CGFloat = 300
    @State private var offset: CGFloat = -300
    @State private var refreshes = 0

    var imageOpacity: Double {
        min(max((-offset - 10) / imageHeight, 0), 0.8)
    }

    var body: some View {
        ZStack(alignment: .top) {
            Image(systemName: "photo")
                .resizable()
                .frame(height: imageHeight + max(0, -offset - imageHeight))
                .opacity(imageOpacity)
                .id("hero")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Text("Row \(index)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 56)
                            .background(Color.white)
                    }
                }
            }
            .contentMargins(.top, imageHeight, for: .scrollContent)
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { _, newValue in
                offset = newValue
            }
            .refreshable {
                refreshes += 1
            }
        }
    }
}

#Preview("Dual scroll") {
    DualScrollScreen()
}
