import Testing
@testable import ScrollworkScript

/// Xcode's generated member names, as its `GeneratedAssetSymbols.swift` spells them (the
/// cases are names seen in files Xcode generated, and the rules they show).
struct AssetSymbolNameTests {
    struct Case: CustomTestStringConvertible {
        let name: String
        let kind: AssetSymbolName.Kind
        let symbol: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "AccentColor", kind: .color, symbol: "accent"),
        Case(name: "Brand Color", kind: .color, symbol: "brand"),
        Case(name: "BrandColor", kind: .color, symbol: "brand"),
        Case(name: "tabbarBackgroundColor", kind: .color, symbol: "tabbarBackground"),
        Case(name: "headerBackground", kind: .color, symbol: "headerBackground"),
        Case(name: "some_blue", kind: .color, symbol: "someBlue"),
        // A suffix of the other kind stays: only a colour drops "Color", an image "Image".
        Case(name: "BlueImage", kind: .color, symbol: "blueImage"),
        Case(name: "Initial-Image", kind: .image, symbol: "initial"),
        Case(name: "hero-image", kind: .image, symbol: "hero"),
        Case(name: "adult_products_image", kind: .image, symbol: "adultProducts"),
        Case(name: "Coffee-Mocha", kind: .image, symbol: "coffeeMocha"),
        // "image" is no word of its own here (no capital, no separator before it).
        Case(name: "welcomeVCimage", kind: .image, symbol: "welcomeVCimage"),
        Case(name: "Image", kind: .image, symbol: "image"),
        Case(name: "1", kind: .image, symbol: "_1"),
        Case(name: "0b3b21ff27f67b9e", kind: .image, symbol: "_0B3B21Ff27F67B9E"),
        // No lower-case letter (colours named by their hex codes): capitals kept, `_` where
        // letters and digits meet.
        Case(name: "FBFBFB", kind: .color, symbol: "FBFBFB"),
        Case(name: "EBA72B", kind: .color, symbol: "EBA_72_B"),
        Case(name: "A3A3A3", kind: .color, symbol: "A_3_A_3_A_3"),
        Case(name: "FFCB1F", kind: .color, symbol: "FFCB_1_F"),
        Case(name: "181818", kind: .color, symbol: "_181818"),
        // In groups that provide a namespace: the member of a type nested per group.
        Case(name: "Icons/star", kind: .image, symbol: "Icons.star"),
        Case(name: "iconPreviews/AppIcon", kind: .image, symbol: "IconPreviews.appIcon"),
        Case(name: "Colors/Text/Primary", kind: .color, symbol: "Colors.Text.primary"),
        Case(name: "Plant 1/Pot", kind: .image, symbol: "Plant1.pot"),
        Case(name: "URLIcon", kind: .image, symbol: "urlIcon"),
    ]

    @Test(arguments: cases)
    func namesAsXcodeGeneratesThem(_ c: Case) {
        #expect(AssetSymbolName.symbol(for: c.name, kind: c.kind) == c.symbol)
    }
}
