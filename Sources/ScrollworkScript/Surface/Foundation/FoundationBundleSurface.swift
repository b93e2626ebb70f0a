import Foundation
import ScrollworkCore

/// `NSLocalizedString`: the localized text, here the key's own, as in the development
/// language (`String(localized:)` is with `String`).
enum FoundationBundleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        // With no strings table read, the development language's text: `value` when one is
        // given, else the key, as Foundation answers for a key its table lacks.
        surface.function("func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle? = nil, value: String = \"\", comment: String) -> String",
                         doc: "The localized text; here value, or the key when value is empty.") { a in
            try ValueReaders.string(a[3], "value").isEmpty ? a[0] : a[3]
        }
    }
}
