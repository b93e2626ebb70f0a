import Foundation

// Not UIKit's: the accessor SwiftPM generates in every package target that has resources
// (an asset catalog in `Sources/Brand/Resources`), reached as `Color("Sky", bundle: .module)`.
extension Bundle {
    public static var module: Bundle { .main }
}
