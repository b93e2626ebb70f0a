import SwiftUI

/// Text in an app's own fonts, as apps that bundle a typeface write it. The font file is not
/// loaded here, so text in it is measured as the system font at the size given: a custom font
/// relative to a text style has that size at the default Dynamic Type size, a fixed-size one
/// always; `monospacedDigit()` keeps the font's size.
struct CustomFonts: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Headline").font(.custom("Avenir-Heavy", size: 20)).id("custom")
                Text("Headline").font(.system(size: 20)).id("system")
                Text("Caption").font(.custom("Avenir", size: 13, relativeTo: .caption)).id("relative")
                Text("Legal").font(.custom("Avenir", fixedSize: 9)).id("fixed")
                Text("12:30").font(.body.monospacedDigit()).id("digits")
                Text("12:30").font(.body).id("body")
            }
        }
    }
}

#Preview("Custom fonts") { CustomFonts() }
