import SwiftUI
import UIKit

/// A walkthrough whose title underline is as wide as the title, measured the UIKit way apps do
/// it (`NSString(string:).size(withAttributes:)` with the large title's font), and a caption
/// measured as a String in UIKit's default font.
struct WalkthroughTitle: View {
    let title = "Explore"

    static func textWidth(_ text: String) -> CGFloat {
        NSString(string: text).size(withAttributes: [.font: UIFont.preferredFont(forTextStyle: .largeTitle)]).width
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text(title)
                    .font(.largeTitle)
                    .id("title")
                Capsule()
                    .frame(width: Self.textWidth(title), height: 4)
                    .id("underline")
                Text("Two\nlines")
                    .frame(height: "Two\nlines".size(withAttributes: nil).height)
                    .id("caption")
            }
        }
    }
}

#Preview { WalkthroughTitle() }
