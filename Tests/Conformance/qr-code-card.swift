import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

/// A contact card showing a QR code of the name and email, made as apps make one with
/// CoreImage's generator.
struct ContactCard: View {
    @State private var name = "Ana"
    @State private var email = "ana@example.com"
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()

    var body: some View {
        VStack(spacing: 0) {
            Text(name).id("name")
            Image(uiImage: generateQRCode(from: "\(name)\n\(email)"))
                .interpolation(.none)
                .resizable()
                .scaledToFit()
                .frame(width: 200, height: 200)
                .id("code")
            Image(uiImage: generateQRCode(from: "\(name)\n\(email)"))
                .id("natural")
        }
    }

    func generateQRCode(from string: String) -> UIImage {
        filter.message = Data(string.utf8)
        if let outputImage = filter.outputImage {
            if let cgimg = context.createCGImage(outputImage, from: outputImage.extent) {
                return UIImage(cgImage: cgimg)
            }
        }
        return UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}

/// The side of a code's image at a correction level, or -1 with no image.
func qrSide(of message: String, level: String) -> Int {
    let generator = CIFilter.qrCodeGenerator()
    generator.message = Data(message.utf8)
    generator.correctionLevel = level
    guard let image = generator.outputImage, let bitmap = CIContext().createCGImage(image, from: image.extent) else { return -1 }
    return bitmap.width == bitmap.height ? bitmap.width : -2
}

/// The same code made with the key-value spelling of before iOS 13.
func qrSideByKeys(of message: String) -> Int {
    let generator = CIFilter.qrCodeGenerator()
    generator.setValue(Data(message.utf8), forKey: "inputMessage")
    generator.setValue("H", forKey: "inputCorrectionLevel")
    return Int(generator.outputImage?.extent.width ?? -1)
}
