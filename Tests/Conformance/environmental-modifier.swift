import SwiftUI

/// A modifier that reads the environment where it is applied, as apps write one to pick a
/// padding for the size class (or to capture the locale): `resolve(in:)` gives the modifier.
struct SizeClassPadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Inset(amount: environment.horizontalSizeClass == .compact ? 8 : 32)
    }
}

struct Inset: ViewModifier {
    let amount: CGFloat

    func body(content: Content) -> some View {
        content.padding(amount)
    }
}

struct InsetCards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.orange.frame(height: 20).modifier(SizeClassPadding())
                Color.blue.frame(height: 10).id("after")
            }
        }
    }
}

#Preview("Insets") { InsetCards() }
