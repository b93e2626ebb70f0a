import SwiftUI

// An app's types made Transferable, as a card editor's are for drag and drop: they load and are
// used as any type; the representations run only when something is transferred, which never
// happens here (`draggable` and `dropDestination` warn where they are used).
struct DroppedItem: Transferable {
    var image: UIImage?
    var text: String?

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in
            DroppedItem(image: UIImage(data: data))
        }
        DataRepresentation(importedContentType: .plainText) { data in
            DroppedItem(text: String(decoding: data, as: UTF8.self))
        }
    }
}

struct Sticker: Codable, Transferable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
            .suggestedFileName("sticker")
    }
}

// A movie picked from the photo library, imported as a file: the closure's `.init(…)` is the
// type itself, as Swift infers the representation's item.
struct PickedMovie: Transferable {
    var url: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .movie) { movie in
            SentTransferredFile(movie.url)
        } importing: { received in
            .init(url: received.file)
        }
    }
}

struct StickerBoard: View {
    @State private var stickers = [Sticker(title: "Star"), Sticker(title: "Moon")]
    @State private var dropped = 0
    @State private var movie = PickedMovie(url: URL(fileURLWithPath: "/tmp/clip.mov"))

    var body: some View {
        VStack(spacing: 10) {
            ForEach(stickers, id: \.title) { sticker in
                Text(sticker.title)
                    .frame(height: 40)
                    .draggable(sticker)
            }
            Button("Add") { stickers.append(Sticker(title: "Sun")) }
                .id("add")
        }
        .dropDestination(for: DroppedItem.self) { items, _ in
            dropped += items.count
            return true
        }
    }
}
