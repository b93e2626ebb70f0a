import SwiftUI

/// `Font.default` (iOS 26) is "the effective SwiftUI font used in any given environment": the
/// font set around the view, or the body font with none. A button's label in the title font
/// made bold by `.default.bold()` is the title font in bold; with no font around it, the body.
struct EnvironmentFont: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Text("Roll").font(.default.bold()).id("inherited")
                    Text("Roll").font(.default).id("plain")
                }
                .font(.title)
                Text("Roll").font(.title.bold()).id("titleBold")
                Text("Roll").font(.title).id("title")
                Text("Roll").font(.default).id("body")
                Text("Roll").id("unset")
            }
        }
    }
}

#Preview("Environment font") { EnvironmentFont() }
