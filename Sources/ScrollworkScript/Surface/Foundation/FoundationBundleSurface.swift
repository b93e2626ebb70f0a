import Foundation
import ScrollworkCore

/// `NSLocalizedString`: the localized text, here the key's own, as in the development
/// language (`String(localized:)` is with `String`).
enum FoundationBundleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.function("func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle? = nil, comment: String) -> String",
                         doc: "The localized text; here the key itself.") { $0[0] }
    }
}
