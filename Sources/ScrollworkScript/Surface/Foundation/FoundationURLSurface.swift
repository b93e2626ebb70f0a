import Foundation

/// `URL`, as far as views take one (`AsyncImage(url:)`): made from a string and read back.
/// Nothing is ever fetched: scripts have no network.
enum FoundationURLSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URL", conformsTo: ["Equatable", "Hashable"], doc: "A web address (never fetched in scrollwork).") { t in
            t.initializer("init?(string: String)", doc: "The URL the string spells, or nil for an empty string or one with spaces.") { a in
                let text = ArgumentReader.string(a[0])
                guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return .none }
                return .host(URLValue(text))
            }
            t.property("var absoluteString: String { get }", doc: "The URL as text.") { receiver in
                guard case .host(let url as URLValue) = receiver else { throw RuntimeFailure("expected a URL") }
                return .string(url.text)
            }
        }
    }
}

/// A URL value: its text.
final class URLValue: HostObject {
    let text: String
    init(_ text: String) { self.text = text }
    var typeName: String { "URL" }
}
