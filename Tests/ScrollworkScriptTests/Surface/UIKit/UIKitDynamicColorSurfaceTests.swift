import Testing
@testable import ScrollworkScript

/// A colour with a light and a dark appearance, as apps make one for dark mode: UIKit asks the
/// provider for the scene's traits, which are the light appearance, so the light colour is
/// shown; a trait collection made dark says so.
@Test func aDynamicColourIsItsLightAppearance() throws {
    let program = try loadProgram("""
    import SwiftUI
    extension UIColor {
        convenience init(light: UIColor, dark: UIColor) {
            self.init { trait in
                switch trait.userInterfaceStyle {
                case .light, .unspecified:
                    return light
                case .dark:
                    return dark
                @unknown default:
                    return light
                }
            }
        }
    }
    extension Color {
        init(light: Color, dark: Color) { self.init(UIColor(light: UIColor(light), dark: UIColor(dark))) }
    }
    func run() -> String {
        let brand = Color(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
        let resolved = UIColor(light: .white, dark: .black) == .white
        let dark = UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark
        return "\\(brand == Color(red: 1, green: 0, blue: 0)) \\(resolved) \\(dark) \\(UITraitCollection.current.userInterfaceStyle == .light)"
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("true true true true"))
}
