import SwiftUI

// Shape styles as apps declare and combine them: a style of the app's own offered through
// `extension ShapeStyle where Self == …` (inside it `Self` is that style, so `.init(…)` makes
// one), and a semantic style's level, `.background.secondary`, behind a view held in a property.

struct Faded: ShapeStyle {
    var opacity: Double

    init(opacity: Double) {
        self.opacity = opacity
    }

    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        Color.black.opacity(opacity)
    }
}

extension ShapeStyle where Self == Faded {
    static func faded(opacity: Double) -> Self {
        .init(opacity: opacity)
    }
}

struct Shelf: View {
    var body: some View {
        shelf
            .background(.background.secondary)
    }

    var shelf: some View {
        VStack(spacing: 0) {
            Text("Seeds")
                .foregroundStyle(.faded(opacity: 0.5))
                .frame(height: 40)
                .id("seeds")
            Text("Suet")
                .frame(height: 40)
                .id("suet")
        }
    }
}

#Preview("Shelf") {
    ScrollView {
        Shelf()
    }
}
