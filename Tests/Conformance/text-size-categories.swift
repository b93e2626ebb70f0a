import SwiftUI

/// A layout that adapts to the text size, as apps wrote it before `DynamicTypeSize`: the
/// environment's `sizeCategory` compared with a category.
struct AdaptiveCard: View {
    @Environment(\.sizeCategory) var sizeCategory
    @Environment(\.dynamicTypeSize) var typeSize

    static let categories: [ContentSizeCategory] = [
        .accessibilityExtraExtraExtraLarge, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    ]

    var body: some View {
        ScrollView {
            Color.blue
                .frame(height: sizeCategory > .large ? 240 : 200)
                .id("card")
            Text(sizeCategory.isAccessibilityCategory || typeSize.isAccessibilitySize ? "Stacked" : "Side by side")
                .id("layout")
        }
    }
}

#Preview { AdaptiveCard() }
