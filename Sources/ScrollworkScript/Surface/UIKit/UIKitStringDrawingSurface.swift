import ScrollworkScene

/// UIKit's string drawing as apps use it to measure text before laying it out: the size an
/// NSString (or a String) takes unwrapped, a line per line break, in its attributes' font as
/// scrollwork measures text (docs/SEMANTICS.md, "Text"). Without a font attribute UIKit draws in
/// Helvetica at 12 pt, measured here as the system font at that size.
enum UIKitStringDrawingSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        for owner in ["NSString", "String"] {
            surface.extend(owner) { t in
                t.method("func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize", role: .layout,
                         doc: "The size the text takes on one line per line break, in the font attribute (12 pt without one).") { r, a in
                    let font = try FoundationNSAttributedStringSurface.attributes(a[0])["font"].map { try UIKitFontSurface.read($0).font }
                    return .size((font ?? TextFont(size: 12)).unwrappedSize(of: try ValueReaders.string(r, "the string")))
                }
            }
        }
    }
}
