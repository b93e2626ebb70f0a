import SwiftUI

/// A catalogue that arrives as JSON and is saved back as JSON, as apps cache their feeds:
/// synthesised Codable structs with nested arrays, a renamed key, a raw-value enum, an
/// optional that is missing, snake-case keys and ISO 8601 dates; a broken payload is a
/// DecodingError the screen reports instead of a crash.
struct Product: Codable, Identifiable {
    enum Stock: String, Codable { case available, soldOut = "sold_out" }
    let id: Int
    var title: String
    var stock: Stock
    var listedAt: Date
    var tags: [String]
    var note: String?
}

struct Catalogue: View {
    @State private var products: [Product] = []
    @State private var saved = ""
    @State private var problem = ""
    /// The raw payload as an API client logs it.
    @State private var logged = ""

    static let feed = """
    [{"id": 1, "title": "Lamp", "stock": "available", "listed_at": "2026-01-02T10:00:00Z", "tags": ["home"]},
     {"id": 2, "title": "Desk", "stock": "sold_out", "listed_at": "2026-01-03T10:00:00Z", "tags": [], "note": "oak"}]
    """

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(problem.isEmpty ? "\(products.count) products" : problem).frame(height: 40).id("status")
                ForEach(products) { product in
                    Text(product.title).frame(height: 60)
                }
            }
        }
        .onAppear(perform: load)
    }

    func load() {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        do {
            products = try decoder.decode([Product].self, from: Data(Self.feed.utf8))
            _ = try decoder.decode([Product].self, from: Data("[{\"id\": 3}]".utf8))
        } catch let error as DecodingError {
            problem = error.localizedDescription
        } catch {
            problem = "other"
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let first = products.first, let data = try? encoder.encode(first) {
            saved = String(data: data, encoding: .utf8) ?? ""
            logged = String(decoding: data, as: UTF8.self)
        }
        if saved.utf8.count > 10_000 || "x".data(using: .utf8) == nil { saved = "" }
    }

    /// Every strategy an app may set, so a settings screen can offer them.
    func strategies() -> Int {
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        decoder.keyDecodingStrategy = .useDefaultKeys
        encoder.keyEncodingStrategy = .useDefaultKeys
        decoder.dateDecodingStrategy = .deferredToDate
        decoder.dateDecodingStrategy = .secondsSince1970
        decoder.dateDecodingStrategy = .millisecondsSince1970
        encoder.dateEncodingStrategy = .deferredToDate
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .prettyPrinted
        do {
            _ = try encoder.encode([Double.nan])
        } catch let error as EncodingError {
            return error.localizedDescription.isEmpty ? 0 : 1
        } catch {
            return 2
        }
        return 3
    }
}

#Preview("Catalogue") { Catalogue() }
