import Foundation
import ScrollworkCore

/// `UIImage(data:)`, and the encoders that make data of an image. The size is read from the
/// data's PNG or JPEG header, as the asset reader reads a catalog's files (`ImageHeader`): one
/// point a pixel, or `scale` pixels a point; bytes of no image format give nil, as UIKit's
/// decoder does. A GIF, TIFF, WebP or HEIF image, which iOS decodes, is a located error: its
/// size is not read here. `pngData()` and `jpegData(compressionQuality:)` give a file of the
/// image's size in pixels whose pixels are blank (`BlankImageEncoder`): scrollwork keeps sizes,
/// not pixels, so data written and read back (a Core Data attribute, a cached file) is an image
/// of the size iOS's would be.
enum UIKitImageDataSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("UIImage") { t in
            t.initializer("init?(data: Data)", doc: "The PNG or JPEG image the data holds, one point a pixel; nil for data of no image.") { a in
                try image(FoundationResourcesSurface.bytes(a[0]), scale: 1)
            }
            t.initializer("init?(data: Data, scale: CGFloat)", doc: "The PNG or JPEG image the data holds, scale pixels a point; nil for data of no image.") { a in
                try image(FoundationResourcesSurface.bytes(a[0]), scale: try ValueReaders.double(a[1], "scale"))
            }
            t.initializer("init?(contentsOfFile path: String)",
                          doc: "The PNG or JPEG image at the path (a resource or a file the app wrote), @2x and @3x names at that scale; nil when there is none.") { a in
                let path = try ValueReaders.string(a[0], "contentsOfFile")
                guard let bytes = try? FoundationFileSurface.contents(a, path: path) else { return .none }
                return try image(bytes, scale: scale(named: path))
            }
            t.method("func jpegData(compressionQuality: CGFloat) -> Data?",
                     doc: "The image as a JPEG of its size in pixels (its pixels are not kept here: blank); nil for an empty image.") { r, a in
                try encoded(r, a, BlankImageEncoder.jpeg)
            }
            t.method("func pngData() -> Data?",
                     doc: "The image as a PNG of its size in pixels (its pixels are not kept here: blank); nil for an empty image.") { r, a in
                try encoded(r, a, BlankImageEncoder.png)
            }
            // A symbol (or an empty image) has no bitmap behind it: UIKit gives nil.
            for declaration in ["func preparingThumbnail(of size: CGSize) -> UIImage?", "func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage?"] {
                t.method(declaration, doc: "The image at that size in points (its bitmap's pixels are not read here); nil for a symbol or an empty image.") { r, a in
                    try thumbnail(r, a[0])
                }
            }
        }
    }

    private static func thumbnail(_ receiver: Value, _ wanted: Value) throws -> Value {
        guard case .host(let image as UIImageValue) = receiver else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIImage", receiver)) }
        guard case .size(let size) = wanted else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CGSize", wanted)) }
        guard !image.isSymbol, image.size != .zero, size.width > 0, size.height > 0 else { return .none }
        return .host(UIImageValue(name: image.name, size: size, scale: image.scale))
    }

    /// The image encoded at its size in points times its scale, as UIKit encodes its bitmap; nil
    /// for an empty image (and a JPEG side past 65,535, which JPEG cannot hold), an error for one
    /// past the pixels encoded here.
    private static func encoded(_ receiver: Value, _ a: SurfaceArguments, _ encode: (_ width: Int, _ height: Int) -> Data?) throws -> Value {
        guard case .host(let image as UIImageValue) = receiver else { throw RuntimeFailure(RuntimeMessages.typeMismatch("UIImage", receiver)) }
        let pixels = image.points
        let width = (pixels.width * image.scale).rounded(), height = (pixels.height * image.scale).rounded()
        guard width >= 1, height >= 1 else { return .none }
        guard width * height <= Double(BlankImageEncoder.maximumPixels) else {
            throw RuntimeFailure("the image is \(Int(min(width, 1e15))) × \(Int(min(height, 1e15))) pixels, more than the "
                                 + "\(BlankImageEncoder.maximumPixels) scrollwork encodes")
        }
        guard let data = encode(Int(width), Int(height)) else { return .none }
        try a.context.charge(data.count / 16)
        return .host(DataValue(data))
    }

    /// The scale UIKit reads from a file's name: `hero@2x.png` is 2 pixels a point.
    private static func scale(named path: String) -> Double {
        let name = (path as NSString).deletingPathExtension
        if name.hasSuffix("@3x") { return 3 }
        return name.hasSuffix("@2x") ? 2 : 1
    }

    static func image(_ data: Data, scale: Double) throws -> Value {
        // UIKit takes a scale of zero or less as 1.
        let scale = scale > 0 ? scale : 1
        switch ImageHeader.read(data: data) {
        case .success(let header)?:
            let size = Size(width: header.size.width / scale, height: header.size.height / scale)
            return .host(UIImageValue(name: "", size: size, scale: scale))
        case .failure(.unsupported(let format))?:
            throw RuntimeFailure("UIImage(data:) reads the size of PNG and JPEG data; this \(format.uppercased()) image's size is not read here")
        case .failure?, nil:
            return .none
        }
    }
}
