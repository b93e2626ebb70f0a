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

/// A style that only adds to the label it is given: `Label(configuration)` is that label, as
/// the automatic style shows it, framed to a fixed height.
struct TallLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .frame(height: 60)
            .id("tall")
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
            Label("Hi", systemImage: "star").labelStyle(TallLabelStyle())
            Text(String(format: "%.1f km", locale: Locale(identifier: "en_US"), 2.25)).id("distance")
            Text(String(localized: "welcome", defaultValue: "Welcome!")).id("welcome")
            Text("\(Color.brand == Color(red: 1, green: 0, blue: 0))").id("brand")
        }
    }
}

#Preview("Badge") { Badge() }
