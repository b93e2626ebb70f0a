import SwiftUI

/// A sheet opened a moment after another closes, with the deadline's type written out:
/// `DispatchTime.now() + 0.3` is 0.3 s from now, as `.now() + 0.3` is.
struct GalleryPicker: View {
    @State private var showGallery = false
    @State private var wallShown = false

    var body: some View {
        VStack {
            Text(showGallery ? "gallery" : "choose").id("state")
            Text(wallShown ? "wall" : "none").id("wall")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.3) {
                showGallery.toggle()
            }
            DispatchQueue.main.asyncAfter(wallDeadline: DispatchWallTime.now() + 0.3 + .milliseconds(100)) {
                wallShown = true
            }
        }
    }
}

#Preview("Gallery picker") { GalleryPicker() }
