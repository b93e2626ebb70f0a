import ScrollworkCore

/// `ImageRenderer` (iOS 16): an object that draws a view into an image, made and configured as
/// in SwiftUI (its content, `scale`, `isOpaque`, `proposedSize`). Scrollwork lays views out but
/// draws no pixels, so the images it would make are nil, as SwiftUI's are for a view it cannot
/// draw: a located warning says so where `uiImage` or `cgImage` is read, and an app's
/// `if let image = renderer.uiImage` takes its other branch.
enum SwiftUIImageRendererSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        let notDrawn = "scrollwork draws no pixels, so an ImageRenderer's image is nil here"
        surface.type("ImageRenderer", .class, conformsTo: ["ObservableObject"], doc: "Draws a view into an image (the image is nil here).") { t in
            t.initializer("init<Content: View>(content view: Content)", doc: "A renderer of the view, at scale 1.") { a in
                .host(ImageRendererObject(content: a[0]))
            }
            t.property("var content: Content { get set }", doc: "The view it draws.",
                       get: { try renderer($0).content }, set: { r, new in try renderer(r).content = new })
            t.property("var scale: CGFloat { get set }", doc: "Pixels per point of the image (1 unless set).",
                       get: { .double(try renderer($0).scale) },
                       set: { r, new in try renderer(r).scale = try ValueReaders.double(new, "scale") })
            t.property("var isOpaque: Bool { get set }", doc: "Whether the image has no alpha channel (false unless set).",
                       get: { .bool(try renderer($0).isOpaque) },
                       set: { r, new in try renderer(r).isOpaque = try ValueReaders.bool(new, "isOpaque") })
            t.property("var proposedSize: ProposedViewSize { get set }", doc: "The size offered to the view (unspecified unless set).",
                       get: { try renderer($0).proposedSize },
                       set: { r, new in try renderer(r).proposedSize = new })
            t.sceneProperty("var uiImage: UIImage? { get }", doc: "The drawn image: nil here.", caveat: notDrawn) { r, _ in
                _ = try renderer(r)
                return .none
            }
            t.sceneProperty("var cgImage: CGImage? { get }", doc: "The drawn image: nil here.", caveat: notDrawn) { r, _ in
                _ = try renderer(r)
                return .none
            }
        }
        surface.type("CGImage", .class, doc: "A bitmap image; scrollwork makes none (an ImageRenderer's is nil).") { _ in }
    }

    private static func renderer(_ value: Value) throws -> ImageRendererObject {
        guard case .host(let renderer as ImageRendererObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("ImageRenderer", value))
        }
        return renderer
    }
}

/// An `ImageRenderer`, shared by every reference to it, as a class instance is.
final class ImageRendererObject: HostObject {
    var content: Value
    var scale = 1.0
    var isOpaque = false
    var proposedSize: Value = .host(ProposedSizeValue(width: nil, height: nil))

    init(content: Value) { self.content = content }

    var typeName: String { "ImageRenderer" }
}
