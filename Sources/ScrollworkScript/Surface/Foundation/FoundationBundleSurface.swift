import Foundation
import ScrollworkCore

/// `Bundle`: where an app's resources are. Scenes read no resource files through it; it is
/// here so code that names the bundle (`String(localized: "…", bundle: .main)`, a view's
/// `Bundle.main` default) loads. And `NSLocalizedString`, whose text here is the key's, as
/// in the development language.
enum FoundationBundleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Bundle", doc: "A bundle of an app's code and resources (drawn only: no resource is read).") { t in
            t.constant("static let main: Bundle", role: .visual, doc: "The app's own bundle.", .symbol("main"))
        }
        surface.function("func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle? = nil, comment: String) -> String",
                         doc: "The localized text; here the key itself.") { $0[0] }
    }
}
