import SwiftUI
import UIKit

/// A rich-text package's font helpers, as such packages write them: a weight given through the
/// descriptor's traits, bold and italic through symbolic traits, small capitals and monospaced
/// digits through feature settings, and SwiftUI text set in the resulting `UIFont`.
extension UIFont {
    func weighted(_ weight: UIFont.Weight) -> UIFont {
        let descriptor = fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue]])
        return UIFont(descriptor: descriptor, size: pointSize)
    }

    func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(traits) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }

    func smallCapitals() -> UIFont {
        let settings: [[UIFontDescriptor.FeatureKey: Int]] = [
            [.featureIdentifier: kLowerCaseType, .typeIdentifier: kLowerCaseSmallCapsSelector],
            [.featureIdentifier: kUpperCaseType, .typeIdentifier: kUpperCaseSmallCapsSelector],
        ]
        return UIFont(descriptor: fontDescriptor.addingAttributes([.featureSettings: settings]), size: 0)
    }

    func monospacedNumbers() -> UIFont {
        let setting: [UIFontDescriptor.FeatureKey: Int] = [.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]
        return UIFont(descriptor: fontDescriptor.addingAttributes([.featureSettings: [setting]]), size: 0)
    }
}

struct FontHelpers: View {
    private let base = UIFont.systemFont(ofSize: 15)

    private var weights: String {
        let weights: [UIFont.Weight] = [.ultraLight, .regular, .medium, .semibold, .bold, .black]
        return weights.map { "\($0.rawValue)" }.joined(separator: " ")
    }

    var body: some View {
        let semibold = base.weighted(.semibold)
        ScrollView {
            VStack(spacing: 0) {
                Text(weights).id("weights")
                Text("\(semibold.fontName) \(semibold.pointSize)").id("semibold")
                Text(base.withTraits(.traitBold).fontName).id("bold")
                Text("\(base.smallCapitals().fontName) \(base.monospacedNumbers().pointSize)").id("features")
                Text("\(UIFont.Weight(rawValue: 0.4) == .bold) \(kLowerCaseType) \(kUpperCaseType) \(kNumberSpacingType)").id("constants")
                Text("Label").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold))).id("styled")
                Text("\(base.fontDescriptor.addingAttributes([.size: 24]).pointSize)").id("sized")
            }
        }
    }
}

#Preview("Font helpers") { FontHelpers() }
