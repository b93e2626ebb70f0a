import SwiftUI
import UIKit

// iOS's Paste button hands its closure the strings the pasteboard holds, and is not called
// while the pasteboard holds none.
struct PasteBoardDemo: View {
    @State private var pasted = "nothing"
    @State private var pastes = 0
    @State private var first = ""

    var body: some View {
        VStack(spacing: 12) {
            Text(pasted).id("pasted")
            Text("\(pastes)").id("count")
            PasteButton(payloadType: String.self) { strings in
                pasted = strings.joined(separator: "+")
                // The items are of the payload type the button names: Strings.
                first = strings[0]
                pastes += 1
            }
            .id("paste")
            Button("Copy") { UIPasteboard.general.strings = ["alpha", "beta"] }
        }
    }
}

#Preview("Paste") {
    PasteBoardDemo()
}
