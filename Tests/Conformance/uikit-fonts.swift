import SwiftUI
import UIKit

/// A reader's font settings, as apps that let the user pick a typeface write them: the chosen
/// `UIFont` is kept, its name tells the rounded system font apart, its size is scaled for
/// Dynamic Type, and SwiftUI text is set in it by name and size.
struct FontSettings: View {
    @State private var chosen: UIFont? = UIFont(name: "Avenir-Heavy", size: 1)

    private var rounded: UIFont {
        let base = UIFont.systemFont(ofSize: 1)
        guard let descriptor = base.fontDescriptor.withDesign(.rounded) else { return base }
        return UIFont(descriptor: descriptor, size: base.pointSize)
    }

    private func font(size: CGFloat) -> Font {
        let scaled = UIFontMetrics.default.scaledValue(for: size)
        guard let chosen else { return .system(size: scaled) }
        if chosen.fontName == rounded.fontName { return .system(size: scaled, design: .rounded) }
        return .custom(chosen.fontName, size: scaled)
    }

    /// Every text style's size, largest first.
    private var styleSizes: String {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
                                          .footnote, .caption1, .caption2]
        return styles.map { "\(Int(UIFont.preferredFont(forTextStyle: $0).pointSize))" }.joined(separator: " ")
    }

    /// The system font's face at every weight, lightest first.
    private var weightNames: String {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return weights.map { UIFont.systemFont(ofSize: 12, weight: $0).fontName }.joined(separator: " ")
    }

    /// The body style's font in the default, serif and monospaced designs, at the descriptor's size.
    private var designNames: String {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let designs: [UIFontDescriptor.SystemDesign] = [.default, .serif, .monospaced]
        return designs.compactMap { body.withDesign($0) }.map { UIFont(descriptor: $0, size: 0).fontName }.joined(separator: " ")
            + " \(body.pointSize)"
    }

    var body: some View {
        let body = UIFont.preferredFont(forTextStyle: .body), headline = UIFont.preferredFont(forTextStyle: .headline)
        let system = UIFont.systemFont(ofSize: 17)
        ScrollView {
            VStack(spacing: 0) {
                Text("Preview").font(font(size: 20)).id("preview")
                Text("\(chosen?.fontName ?? "system") \(chosen?.familyName ?? "-")").id("chosen")
                Text(rounded.fontName).id("rounded")
                Text("\(body.fontName) \(body.pointSize)").id("body")
                Text("\(headline.fontName) \(headline.pointSize)").id("headline")
                Text("\(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize) \(UIFont.preferredFont(forTextStyle: .caption2).pointSize)")
                    .id("extremes")
                Text("\(system.familyName) \(system.withSize(20).pointSize) \(UIFont.labelFontSize)").id("system")
                Text("\(system.lineHeight) \(system.capHeight)").id("metrics")
                Text(styleSizes).id("styles")
                Text(weightNames).id("weights")
                Text(designNames).id("designs")
                Text("\(system.ascender) \(system.descender) \(system.xHeight) \(system.leading)").id("vertical")
                Text("\(UIFont.buttonFontSize) \(UIFont.smallSystemFontSize) \(UIFont.systemFontSize)").id("standard")
                Text("\(UIFontMetrics(forTextStyle: .title1).scaledFont(for: system).pointSize)").id("scaled")
                Button("Rounded") { chosen = rounded }.id("useRounded")
            }
        }
    }
}

#Preview("Font settings") { FontSettings() }
