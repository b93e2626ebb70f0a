import Foundation
import UIKit

// CoreTransferable, which SwiftUI re-exports: how a type is dragged, dropped, shared or pasted.

public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
}

public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> TupleTransferRepresentation<Item> {
        TupleTransferRepresentation()
    }
}

public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {}

/// The representation of the framework's own transferable types.
public struct SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {}

extension String: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<String> { SystemTransferRepresentation() }
}
extension URL: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<URL> { SystemTransferRepresentation() }
}
extension Data: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<Data> { SystemTransferRepresentation() }
}
extension Image: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<Image> { SystemTransferRepresentation() }
}
extension Color: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<Color> { SystemTransferRepresentation() }
}
extension AttributedString: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<AttributedString> { SystemTransferRepresentation() }
}
extension Never: Transferable {
    public static var transferRepresentation: SystemTransferRepresentation<Never> { SystemTransferRepresentation() }
}

public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {}
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
}

public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(contentType: UTType) {}
    public init(for itemType: Item.Type, contentType: UTType) {}
}

public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {}
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy, importing: @escaping @Sendable (Proxy) async throws -> Item) {}
    public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {}
}

public struct SentTransferredFile: Sendable {
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {}
    public var file: URL { URL(fileURLWithPath: "/") }
}

public struct ReceivedTransferredFile: Sendable {
    public var file: URL { URL(fileURLWithPath: "/") }
    public var isOriginalFile: Bool { false }
}

public struct TransferRepresentationVisibility: Sendable {
    public static let all = TransferRepresentationVisibility()
    public static let team = TransferRepresentationVisibility()
    public static let group = TransferRepresentationVisibility()
    public static let ownProcess = TransferRepresentationVisibility()
}

extension TransferRepresentation {
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> { self }
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> { self }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> { self }
}

// Drop targets, as `onDrop(of:delegate:)` takes them.
public struct DropInfo {
    public var location: CGPoint { .zero }
}
public enum DropOperation: Sendable {
    case cancel, forbidden, copy, move
}
public struct DropProposal: Sendable {
    public init(operation: DropOperation) {}
}
@MainActor public protocol DropDelegate {
    func performDrop(info: DropInfo) -> Bool
}
