import SwiftUI

/// A contacts list in the shape of a "100 Days of SwiftUI" Names-to-Faces app: each contact's
/// photo kept as Data and shown with UIImage(data:), and a save that encodes the photo with
/// jpegData(compressionQuality:) and keeps the data.
enum PhotoBytes {
    /// A 120 × 60 PNG and a 40 × 30 JPEG, whole files.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAHgAAAA8CAIAAAAiz+n/AAAAaklEQVR42u3QQQ0AAAgEoOtkJ9MayhbOBxsJSPVwIApEi0a0aNEWRItGtGjRFkSLRrRo0YgWjWjRohEtGtGiRSNaNKJFi0a0aESLFo1o0YgWLRrRohEtWjSiRSNatGhEi0a0aNGIFo3oXxZDjjrqjibe8wAAAABJRU5ErkJggg==")!
    static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABsSFBcUERsXFhceHBsgKEIrKCUlKFE6PTBCYFVlZF9VXVtqeJmBanGQc1tdhbWGkJ6jq62rZ4C8ybqmx5moq6T/2wBDARweHigjKE4rK06kbl1upKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKT/wAARCAAeACgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwAooorjPQCiiigAooooAKKKKACiiigAooooA//Z")!
    static let text = Data("not an image".utf8)
}

struct Contact: Identifiable {
    let id: String
    let photo: Data

    var image: UIImage? { UIImage(data: photo) }
}

final class ContactStore: ObservableObject {
    @Published var contacts = [Contact(id: "wide", photo: PhotoBytes.png), Contact(id: "small", photo: PhotoBytes.jpeg),
                               Contact(id: "broken", photo: PhotoBytes.text)]
    @Published var saved: [Data] = []

    func save(_ image: UIImage) {
        if let data = image.jpegData(compressionQuality: 0.8) {
            saved.append(data)
        }
    }
}

struct ContactPhotos: View {
    @StateObject private var store = ContactStore()
    @State var thumbnailSize = CGSize.zero

    var body: some View {
        VStack(spacing: 0) {
            ForEach(store.contacts) { contact in
                if let image = contact.image {
                    Image(uiImage: image).id(contact.id)
                } else {
                    Text("No photo").id(contact.id)
                }
            }
            Image(uiImage: UIImage(data: PhotoBytes.png, scale: 3)!).id("retina")
            Button("Save") { store.save(UIImage(data: PhotoBytes.png)!) }.id("save")
            Text("\(store.saved.count)").id("saved")
        }
        .task {
            thumbnailSize = await UIImage(data: PhotoBytes.png)?.byPreparingThumbnail(ofSize: CGSize(width: 30, height: 15))?.size ?? .zero
        }
    }
}

#Preview("Photos") {
    ContactPhotos()
}
