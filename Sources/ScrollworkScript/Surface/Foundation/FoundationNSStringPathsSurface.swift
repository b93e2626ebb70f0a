import Foundation

/// `NSString`'s path members, as apps take a file's name out of `#file` for a log line
/// (`(file as NSString).lastPathComponent`): Foundation's rules for `/`-separated paths.
enum FoundationNSStringPathsSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.extend("NSString") { t in
            let properties: [(String, String, (NSString) -> String)] = [
                ("lastPathComponent", "The last part of the path.", { $0.lastPathComponent }),
                ("pathExtension", "The last part's extension, or \"\".", { $0.pathExtension }),
                ("deletingLastPathComponent", "The path without its last part.", { $0.deletingLastPathComponent }),
                ("deletingPathExtension", "The path without its last part's extension.", { $0.deletingPathExtension }),
            ]
            for (name, doc, read) in properties {
                t.property("var \(name): String { get }", doc: doc) { .string(read(try FoundationNSStringNumbersSurface.text($0))) }
            }
            t.property("var pathComponents: [String] { get }", doc: "The path's parts; \"/\" for a leading slash.") {
                .array(try FoundationNSStringNumbersSurface.text($0).pathComponents.map(Value.string))
            }
            t.method("func appendingPathComponent(_ str: String) -> String", doc: "The path with a part added after a slash.") { r, a in
                .string(try FoundationNSStringNumbersSurface.text(r).appendingPathComponent(try ValueReaders.string(a[0], "appendingPathComponent")))
            }
        }
    }
}
