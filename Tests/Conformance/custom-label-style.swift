import SwiftUI

/// A label style of the app's own, reached by name through a constrained extension as apps
/// declare them (`extension LabelStyle where Self == TrailingIconLabelStyle`): its
/// `makeBody(configuration:)` puts the title before the icon. And a colour a static property
/// makes with `self.init(…)`, where `self` is the type.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.title.id("styled title")
            configuration.icon.id("styled icon")
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

extension Color {
    static var brand: Color {
        self.init(red: 1, green: 0, blue: 0)
    }
}

struct Badge: View {
    var body: some View {
        VStack(spacing: 0) {
            Label("Hi", systemImage: "star").labelStyle(.trailingIcon)
            Text("\(Color.brand == Color(red: 1, green: 0, blue: 0))").id("brand")
        }
    }
}

#Preview("Badge") { Badge() }
