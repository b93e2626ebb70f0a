import SwiftUI

/// A design system's namespaces: `Theme.Font` and `Theme.Color` are empty types that only
/// group constants, written in extensions as SwiftUI `Font`s and `Color`s. In `extension
/// Theme.Font`, Swift looks a name up in `Theme.Font`'s members and then at the top level, not
/// in `Theme`: `Font` there is SwiftUI's, and `spacing` the global, not `Theme.spacing`. Code
/// written inside `Theme`'s own declaration sees `Theme`'s members.
let spacing: CGFloat = 10

struct Theme {
    struct Color { }
    struct Font {
        struct Metrics {
            static let inset = spacing
        }
    }
    static let spacing: CGFloat = 40
}

extension Theme.Font {
    static let title = Font.custom("Brand-Regular", size: 36)
    static let caption: Font = .system(size: 20)
    static let gap = spacing
}

extension Theme.Color {
    static let accent = Color(red: 1, green: 0.5, blue: 0)
}

struct ThemedCard: View {
    var body: some View {
        VStack(spacing: Theme.Font.gap) {
            Text("Title").font(Theme.Font.title).id("title")
            Text("Caption").font(Theme.Font.caption).id("caption")
                .padding(.leading, Theme.Font.Metrics.inset)
        }
        .foregroundStyle(Theme.Color.accent)
    }
}

#Preview("Themed card") { ThemedCard() }
