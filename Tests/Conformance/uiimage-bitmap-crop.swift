import SwiftUI
import UIKit
import CoreImage
import CoreImage.CIFilterBuiltins

/// A bitmap cropped as CoreGraphics crops: the rectangle made integral, then kept inside the
/// image (`CGImage.cropping(to:)`); an image made of a bitmap measures its pixels over its
/// scale, turned a quarter for a left or right orientation, and gives its bitmap back.
struct Cropper: View {
    @State private var sizes: [CGSize] = []
    @State private var pixels: [Int] = []
    @State private var turned = false
    @State private var outside = false

    var body: some View {
        Text("Crop")
            .onAppear {
                let generator = CIFilter.qrCodeGenerator()
                generator.message = Data("crop".utf8)
                guard let code = generator.outputImage,
                      let bitmap = CIContext().createCGImage(code, from: CGRect(x: 0, y: 0, width: 40, height: 30)) else { return }
                let photo = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
                guard let whole = photo.cgImage, let part = whole.cropping(to: CGRect(x: 10.5, y: -4, width: 40, height: 10)) else { return }
                let strip = UIImage(cgImage: part, scale: 2, orientation: .right)
                sizes = [photo.size, strip.size]
                pixels = [whole.width, whole.height, part.width, part.height, strip.cgImage?.width ?? 0]
                turned = strip.imageOrientation == .right
                outside = whole.cropping(to: CGRect(x: 50, y: 0, width: 10, height: 10)) == nil
            }
    }
}

#Preview("Cropper") { Cropper() }
