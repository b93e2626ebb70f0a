// Declarations only: the part of CoreImage scrollwork simulates (the QR code generator of
// `CoreImage.CIFilterBuiltins`, declared here with the module), as Apple documents it.
import Foundation
import UIKit

open class CIImage {
    open var extent: CGRect { .zero }
}

// UIKit declares it; the stub module that has CIImage does.
extension UIImage {
    public var ciImage: CIImage? { nil }
}

public protocol CIQRCodeGenerator: AnyObject {
    var message: Data { get set }
    var correctionLevel: String { get set }
    var outputImage: CIImage? { get }
}

open class CIFilter {
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { fatalError() }
    open func setValue(_ value: Any?, forKey key: String) {}
}

open class CIContext {
    public init() {}
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}
