import SwiftUI

/// A flag button of a quiz, its image clipped to the button border shape (a Shape since
/// iOS 17, `.clipShape(.buttonBorder)`): clipping is drawn only, the image keeps its frame.
struct FlagButton: View {
    @State private var taps = 0

    var body: some View {
        Button {
            taps += 1
        } label: {
            Rectangle()
                .frame(width: 120, height: 60)
                .clipShape(.buttonBorder)
        }
        .id("flag")
        Text("\(taps)")
            .id("taps")
    }
}

#Preview("Flag button") {
    FlagButton()
}
