import Foundation
import ScrollworkCore

/// A device scenes can be laid out on (`device NAME`): its screen in points, portrait, and the
/// safe-area insets its status bar and home indicator take (docs/SEMANTICS.md,
/// "Devices and safe areas").
struct DeviceProfile: Equatable {
    let name: String
    let screen: Size
    let safeArea: EdgeInsets
    /// Pixels per point (`UIScreen.main.scale`): 3 on the iPhone 15 family, 2 on the iPhone SE
    /// (3rd generation) and the iPad Air (820 × 1180).
    var scale = 3.0
    /// `UIDevice.current.userInterfaceIdiom`: `phone` or `pad`.
    var idiom = "phone"

    /// The profiles `device` knows, in the order `help device` lists them. Insets are UIKit's
    /// `safeAreaInsets` in portrait: a Dynamic Island phone has a 59 pt status bar and a 34 pt
    /// home indicator, a phone with a Home button a 20 pt status bar, an iPad 24 pt and 20 pt.
    static let all: [DeviceProfile] = [
        DeviceProfile(name: "iPhone 15", screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34)),
        DeviceProfile(name: "iPhone 15 Pro", screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34)),
        DeviceProfile(name: "iPhone 15 Plus", screen: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34)),
        DeviceProfile(name: "iPhone 15 Pro Max", screen: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34)),
        DeviceProfile(name: "iPhone SE", screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20, bottom: 0), scale: 2),
        DeviceProfile(name: "iPad", screen: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2, idiom: "pad"),
    ]

    /// The profile called `name`, ignoring case and spaces (`iphone15promax` finds "iPhone 15 Pro Max").
    static func named(_ name: String) -> DeviceProfile? {
        let wanted = simplified(name)
        return all.first { simplified($0.name) == wanted }
    }

    static func simplified(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace && $0 != "\"" }
    }
}
