import Foundation
import ScrollworkCore

/// `Bundle`: where an app's resources are. Scenes read no resource files through it; it is
/// here so code that names the bundle (`String(localized: "…", bundle: .module)`, a view's
/// `Bundle.main` default) loads.
enum FoundationBundleSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Bundle", doc: "A bundle of an app's code and resources (drawn only: no resource is read).") { t in
            t.constant("static let main: Bundle", role: .visual, doc: "The app's own bundle.", .symbol("main"))
            t.constant("static let module: Bundle", role: .visual, doc: "A package target's resource bundle.", .symbol("module"))
        }
    }
}
