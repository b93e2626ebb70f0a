import Foundation
import ScrollworkCore
import ScrollworkScene

/// CoreImage's QR code generator, as apps make a code to show (`CIFilter.qrCodeGenerator()`,
/// `filter.message`, `CIContext().createCGImage(_:from:)`, `UIImage(cgImage:)`): the image is as
/// large as Apple's generator makes it, one pixel a module with a one-module margin, for the
/// smallest QR version (ISO/IEC 18004) whose byte-mode capacity at the correction level (M unless
/// set) holds the message. Which modules are dark is not computed: the code is drawn as an
/// image of that size. CoreImage's other filters are not simulated (left out with its note).
enum CoreImageQRCodeSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("CIFilter", .class, doc: "An image filter; only the QR code generator is simulated.") { t in
            t.staticFunction("static func qrCodeGenerator() -> CIQRCodeGenerator", role: .interaction,
                             doc: "A QR code generator: set its message, read its outputImage.") { _ in .host(QRCodeGeneratorValue()) }
        }
        surface.type("CIQRCodeGenerator", .class, doc: "Makes a QR code image of a message.") { t in
            t.property("var message: Data { get set }", doc: "The bytes to encode.",
                       get: { .host(DataValue(try generator($0).message)) },
                       set: { r, new in try generator(r).message = try FoundationResourcesSurface.bytes(new) })
            t.property("var correctionLevel: String { get set }", doc: "L, M (the default), Q or H.",
                       get: { .string(try generator($0).correctionLevel) },
                       set: { r, new in try generator(r).correctionLevel = try ValueReaders.string(new, "correctionLevel") })
            // The key-value spelling of before iOS 13 (`filter.setValue(data, forKey: "inputMessage")`).
            t.method("func setValue(_ value: Any?, forKey key: String)", role: .interaction,
                     doc: "Sets inputMessage (the message) or inputCorrectionLevel (the correction level).") { r, a in
                let generator = try generator(r)
                switch try ValueReaders.string(a[1], "forKey") {
                case "inputMessage": generator.message = try FoundationResourcesSurface.bytes(a[0])
                case "inputCorrectionLevel": generator.correctionLevel = try ValueReaders.string(a[0], "inputCorrectionLevel")
                case let key: throw RuntimeFailure("[CIQRCodeGenerator setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
                }
                return .none
            }
            t.property("var outputImage: CIImage? { get }", role: .interaction,
                       doc: "The code's image, one pixel a module and a one-module margin; nil when the message is too long.") { r in
                try generator(r).side.map { .host(CoreImageValue(side: $0)) } ?? .none
            }
        }
        surface.type("CIImage", .class, doc: "An image CoreImage makes (here a QR code's).") { t in
            t.property("var extent: CGRect { get }", role: .interaction, doc: "Its rectangle in pixels, at the origin.") { r in
                let side = Double(try ciImage(r).side)
                return .rect(Rect(x: 0, y: 0, width: side, height: side))
            }
        }
        surface.type("CIContext", .class, doc: "Renders CoreImage images into bitmaps.") { t in
            t.initializer("init()", doc: "A context.") { _ in .host(CoreImageContextValue()) }
            t.method("func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage?", role: .interaction,
                     doc: "The image's bitmap, as large as the rectangle (its extent gives it whole).") { _, a in
                _ = try ciImage(a[0])
                let rect = try ValueReaders.rect(a[1], "from")
                return .host(BitmapImageValue(width: try pixelCount(rect.width), height: try pixelCount(rect.height)))
            }
        }
        surface.extend("CGImage") { t in
            t.property("var width: Int { get }", role: .interaction, doc: "Its width in pixels.") { .int(try bitmap($0).width) }
            t.property("var height: Int { get }", role: .interaction, doc: "Its height in pixels.") { .int(try bitmap($0).height) }
            // CoreGraphics makes the rectangle integral and keeps what lies inside the image.
            t.method("func cropping(to rect: CGRect) -> CGImage?", role: .interaction,
                     doc: "The part of the bitmap inside the rectangle, made whole pixels; nil when none is.") { r, a in
                let image = try bitmap(r), rect = try ValueReaders.rect(a[0], "to").cgIntegral
                let bounds = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
                let kept = SceneScrollView.intersection(rect.cgStandardized, bounds)
                guard kept.width > 0, kept.height > 0 else { return .none }
                return .host(BitmapImageValue(width: Int(kept.width), height: Int(kept.height)))
            }
        }
        surface.type("Image.Orientation", .enum, conformsTo: ["Hashable"], doc: "How a bitmap is turned or mirrored when drawn.") { t in
            t.cases(["up", "upMirrored", "down", "downMirrored", "left", "leftMirrored", "right", "rightMirrored"], role: .layout,
                    doc: "An orientation: left and right turn the bitmap a quarter, swapping its width and height.")
        }
        surface.extend("Image") { t in
            t.initializer("init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text)", role: .view,
                          doc: "The bitmap at its size in points (pixels / scale).") { a in
                try bitmapImage(a[0], scale: a[1], orientation: a[2])
            }
            t.initializer("init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up)", role: .view,
                          doc: "The bitmap at its size in points (pixels / scale), hidden from VoiceOver.") { a in
                try bitmapImage(a[0], scale: a[1], orientation: a[2])
            }
        }
        surface.extend("UIImage") { t in
            t.initializer("init(cgImage: CGImage)", role: .interaction, doc: "The bitmap as an image, one point a pixel.") { a in
                let image = try bitmap(a[0])
                return .host(UIImageValue(name: "", size: Size(width: Double(image.width), height: Double(image.height)), scale: 1))
            }
            t.initializer("init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation)", role: .interaction,
                          doc: "The bitmap as an image of its pixels over the scale in points, turned a quarter for left or right.") { a in
                let orientation = ArgumentReader.symbol(a[2]) ?? "up"
                return .host(UIImageValue(name: "", size: try pointSize(of: a[0], scale: a[1], orientation: orientation),
                                          scale: try ValueReaders.double(a[1], "scale"), orientation: orientation))
            }
            // A symbol is rendered at the size it is drawn; an image of no size has no bitmap.
            t.property("var cgImage: CGImage? { get }", role: .interaction,
                       doc: "The image's bitmap: its size in points times its scale, in pixels; nil for an empty image.") { r in
                let image = try UIKitAssetsSurface.uiImage(r), size = image.points
                var pixels = (width: try pixelCount(size.width * image.scale), height: try pixelCount(size.height * image.scale))
                if isTurned(image.orientation) { pixels = (pixels.height, pixels.width) }
                guard pixels.width > 0, pixels.height > 0 else { return .none }
                return .host(BitmapImageValue(width: pixels.width, height: pixels.height))
            }
            // UIKit documents it: the CIImage an image was made from, nil for any other (no
            // `UIImage(ciImage:)` is made here).
            t.property("var ciImage: CIImage? { get }", role: .interaction,
                       doc: "The CIImage the image was made from: nil, as every image here is made from a file, a bitmap or a symbol.") { _ in .none }
        }
    }

    /// An image of a bitmap, at its size in points.
    private static func bitmapImage(_ value: Value, scale: Value, orientation: Value) throws -> Value {
        let size = try pointSize(of: value, scale: scale, orientation: ArgumentReader.symbol(orientation) ?? "up")
        return ViewConstructors.view(ViewNode(.image(systemName: "", resizable: false, naturalSize: size)))
    }

    /// A bitmap's size in points: its pixels over the scale, turned a quarter for a left or right orientation.
    private static func pointSize(of value: Value, scale: Value, orientation: String) throws -> Size {
        let image = try bitmap(value), points = try ValueReaders.double(scale, "scale")
        guard points > 0 else { throw RuntimeFailure("an image's scale must be more than 0, not \(points)") }
        let size = Size(width: Double(image.width) / points, height: Double(image.height) / points)
        guard size.width.isFinite, size.height.isFinite else { throw RuntimeFailure("an image's scale of \(points) makes it too large to draw") }
        return isTurned(orientation) ? Size(width: size.height, height: size.width) : size
    }

    /// A bitmap's side in whole pixels; a located error for one no bitmap can have (infinite, not
    /// a number, or past a 2^31-pixel side), where Swift's conversion to Int would stop the app.
    private static func pixelCount(_ side: Double) throws -> Int {
        let rounded = side.rounded()
        guard rounded.isFinite, abs(rounded) < 2_147_483_648 else { throw RuntimeFailure("a bitmap cannot be \(side) pixels wide or high") }
        return Int(rounded)
    }

    /// Whether an orientation (mirrored or not) turns the bitmap a quarter, swapping its sides.
    private static func isTurned(_ orientation: String) -> Bool { orientation.hasPrefix("left") || orientation.hasPrefix("right") }

    private static func generator(_ value: Value) throws -> QRCodeGeneratorValue {
        guard case .host(let generator as QRCodeGeneratorValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CIQRCodeGenerator", value)) }
        return generator
    }

    private static func ciImage(_ value: Value) throws -> CoreImageValue {
        guard case .host(let image as CoreImageValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CIImage", value)) }
        return image
    }

    private static func bitmap(_ value: Value) throws -> BitmapImageValue {
        guard case .host(let image as BitmapImageValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CGImage", value)) }
        return image
    }
}

/// `CIFilter.qrCodeGenerator()`: its message and correction level, and the side of the image.
final class QRCodeGeneratorValue: HostObject {
    var message = Data()
    var correctionLevel = "M"
    var typeName: String { "CIQRCodeGenerator" }

    /// ISO/IEC 18004's byte-mode capacity of versions 1 to 40 at levels L, M, Q and H.
    private static let capacities: [String: [Int]] = [
        "L": [17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858,
              929, 1003, 1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809, 2953],
        "M": [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
              711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331],
        "Q": [11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292, 322, 364, 394, 442, 482,
              509, 565, 611, 661, 715, 751, 805, 868, 908, 982, 1030, 1112, 1168, 1228, 1283, 1351, 1423, 1499, 1579, 1663],
        "H": [7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382,
              403, 439, 461, 511, 535, 593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219, 1273],
    ]

    /// The image's side in pixels: the version's 17 + 4v modules and a module each side; nil
    /// when no version holds the message, or the level is not one of the four.
    var side: Int? {
        guard let table = Self.capacities[correctionLevel],
              let index = table.firstIndex(where: { $0 >= message.count }) else { return nil }
        return 17 + 4 * (index + 1) + 2
    }
}

/// A `CIImage`: a QR code's, square.
final class CoreImageValue: HostObject {
    let side: Int
    init(side: Int) { self.side = side }
    var typeName: String { "CIImage" }
}

/// A `CIContext`.
final class CoreImageContextValue: HostObject {
    var typeName: String { "CIContext" }
}

/// A `CGImage` a context rendered: its size in pixels.
final class BitmapImageValue: HostObject {
    let width: Int, height: Int
    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    var typeName: String { "CGImage" }
}
