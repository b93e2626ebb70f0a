import SwiftUI

/// A target whose files are its folder (Xcode 16's synchronised folder), less its exceptions.
struct ClipView: View {
    var body: some View {
        Text("Spot a bird")
            .frame(width: 200, height: 50)
            .id("clip")
    }
}

#Preview("Clip") {
    ClipView()
}
