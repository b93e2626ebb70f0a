import SwiftUI
import UIKit

extension UIColor {
    /// A colour for each appearance, as dark-mode helpers make one.
    static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in
            switch traits.userInterfaceStyle {
            case .dark: return dark
            case .light, .unspecified: return light
            @unknown default: return light
            }
        }
    }

    /// The one-expression form: both branches are the provider's `UIColor`s, named with a
    /// leading dot.
    static let headline = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .secondaryLabel }
}

/// A palette read from UIKit: system and fixed colours, colours from components, an image made
/// from a `UIImage`, and resources named as Xcode's generated asset symbols name them.
struct UIKitPalette: View {
    static let system: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4,
        .systemGray5, .systemGray6,
    ]
    static let semantic: [UIColor] = [
        .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .systemBackground, .secondarySystemBackground,
        .tertiarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground, .separator, .opaqueSeparator,
        .link, .tintColor,
    ]
    static let fixed: [UIColor] = [
        .black, .white, .clear, .red, .green, .blue, .yellow, .orange, .purple, .brown, .cyan, .magenta, .gray, .darkGray, .lightGray,
        .lightText, .darkText,
    ]

    let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let paper = UIColor(white: 0.5, alpha: 1).withAlphaComponent(0.25)
    let vivid = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
    let hero = UIImage(named: "hero")
    /// As Xcode's image picker writes it: UIKit's `UIImage(imageLiteralResourceName:)`.
    let poster = #imageLiteral(resourceName: "hero")

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<Self.system.count, id: \.self) { index in
                Color(uiColor: Self.system[index]).frame(height: 10)
            }
            Color(uiColor: brand).frame(height: 20).id("brand")
            if let hero {
                Image(uiImage: hero).id("hero")
            }
            Image(ImageResource(name: "badge", bundle: .main)).id("badge")
            Color(ColorResource(name: "Brand", bundle: .main)).frame(height: 5).id("named")
            Color(.systemIndigo).frame(height: 5).id("indigo")
        }
    }

    /// SwiftUI's colours handed to UIKit, as an app sets a bar's tint from its palette.
    static func bridged() -> [UIColor] {
        [UIColor(Color.red), UIColor(Color.primary), UIColor(Color(red: 0.2, green: 0.4, blue: 0.6)), UIColor(.white)]
    }

    func resolvedBrand() -> [Float] {
        let resolved = Color(uiColor: brand).resolve(in: EnvironmentValues())
        return [resolved.red, resolved.green, resolved.blue, resolved.opacity]
    }

    func components(_ color: UIColor) -> [CGFloat] {
        color.cgColor.components ?? []
    }

    func alphaOfPaper() -> CGFloat { paper.cgColor.alpha }

    func placeholders() -> [CGSize] {
        let badge = UIImage(resource: ImageResource(name: "badge", bundle: .main))
        _ = UIColor(resource: ColorResource(name: "Brand", bundle: .main))
        return [badge.size, CGSize(width: badge.scale, height: badge.scale)]
    }
}
