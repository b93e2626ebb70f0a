import SwiftUI
import UIKit

extension Font {
    /// An app's own overload beside SwiftUI's `system(size:weight:design:)`: a call its labels
    /// fit is the app's, the others SwiftUI's, as Swift weighs both.
    static func system(size: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> Font {
        Font(UIFont.systemFont(ofSize: size, weight: weight, width: width))
    }
}

/// A poster whose titles use the app's overload and SwiftUI's, over a glow that fades in: a
/// gradient used as a view takes the view's `opacity`, whose fade the model sees.
struct PosterCard: View {
    @State private var shown = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("WIDE")
                    .font(.system(size: 34, weight: .heavy, width: .expanded))
                    .id("wide")
                Text("Bold")
                    .font(.system(size: 34, weight: .bold))
                    .id("bold")
                LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .opacity(shown ? 1 : 0.25)
                    .blendMode(.overlay)
                    .frame(height: 100)
                    .id("glow")
                Rectangle()
                    .fill(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
                    .frame(height: 20)
                Button("Show") { shown = true }
                    .id("show")
            }
        }
    }
}

#Preview { PosterCard() }
