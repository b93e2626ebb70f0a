import ScrollworkCore

/// CoreTransferable, which SwiftUI re-exports: an app's type conforms to `Transferable` by
/// listing how it is transferred (`DataRepresentation`, `CodableRepresentation`,
/// `ProxyRepresentation`, `FileRepresentation`). Nothing is dragged, dropped, shared or pasted
/// into the scene here (`draggable` and `dropDestination` say so where they are used), so the
/// representations are values that are never run: the type loads and is used as any other.
enum CoreTransferableSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("Transferable", .protocol, doc: "A type that can be dragged, dropped, shared or pasted (never, here).")
        surface.type("TransferRepresentation", .protocol, doc: "How a Transferable type is transferred; never run here.") { t in
            t.method("func suggestedFileName(_ fileName: String) -> some TransferRepresentation", role: .visual,
                     doc: "The same representation (nothing is exported here).") { r, _ in r }
            t.method("func exportingCondition(_ condition: @escaping (Item) -> Bool) -> some TransferRepresentation", role: .visual,
                     doc: "The same representation (nothing is exported here).") { r, _ in r }
            t.method("func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation", role: .visual,
                     doc: "The same representation (nothing is exported here).") { r, _ in r }
        }
        surface.type("TransferRepresentationVisibility", doc: "Which processes may receive a transfer.") { t in
            for name in ["all", "team", "group", "ownProcess"] {
                t.constant("static let \(name): TransferRepresentationVisibility", role: .visual, doc: "A visibility.", .symbol(name))
            }
        }
        let transfers = "Item"
        representation(&surface, "DataRepresentation", [
            "init(contentType: UTType, exporting: @escaping (\(transfers)) async throws -> Data, importing: @escaping (Data) async throws -> \(transfers))",
            "init(exportedContentType contentType: UTType, exporting: @escaping (\(transfers)) async throws -> Data)",
            "init(importedContentType contentType: UTType, importing: @escaping (Data) async throws -> \(transfers))",
        ])
        representation(&surface, "FileRepresentation", [
            "init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping (\(transfers)) async throws -> SentTransferredFile, importing: @escaping (ReceivedTransferredFile) async throws -> \(transfers))",
            "init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping (\(transfers)) async throws -> SentTransferredFile)",
            "init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping (ReceivedTransferredFile) async throws -> \(transfers))",
        ])
        representation(&surface, "CodableRepresentation", [
            "init(contentType: UTType)",
            "init<T>(for itemType: T.Type, contentType: UTType)",
        ])
        representation(&surface, "ProxyRepresentation", [
            "init<P: Transferable>(exporting: @escaping (\(transfers)) async throws -> P)",
            "init<P: Transferable>(exporting: @escaping (\(transfers)) async throws -> P, importing: @escaping (P) async throws -> \(transfers))",
            "init<P: Transferable>(importing: @escaping (P) async throws -> \(transfers))",
        ])
        surface.type("SentTransferredFile", doc: "A file a transfer sends.") { t in
            t.initializer("init(_ file: URL, allowAccessingOriginalFile: Bool = false)", role: .visual,
                          doc: "The file at the URL (made only in a representation's closure, which never runs here).") { a in a[0] }
            t.property("var file: URL { get }", role: .visual, doc: "The file's URL.") { $0 }
        }
        surface.type("ReceivedTransferredFile", doc: "A file a transfer receives (never, here).") { t in
            t.property("var file: URL { get }", role: .visual, doc: "The file's URL (read only in a representation's closure, which never runs here).") { $0 }
            t.property("var isOriginalFile: Bool { get }", role: .visual, doc: "Whether it is the sender's own file.") { _ in .bool(false) }
        }
    }

    /// A representation type and its initialisers, each making a value that is never run.
    private static func representation(_ surface: inout SurfaceBuilder, _ name: String, _ initializers: [String]) {
        surface.type(name, conformsTo: ["TransferRepresentation"], doc: "A way to transfer an item; never run here.") { t in
            for declaration in initializers {
                t.initializer(declaration, role: .visual, doc: "A representation; its closures run only when a transfer happens, never here.") { _ in
                    .symbol(name)
                }
            }
        }
    }
}
