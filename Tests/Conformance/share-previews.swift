import SwiftUI

/// A photo editor's share actions: the edited image with the preview the share sheet shows,
/// a titled link, a label of the app's own, and the gallery's links and photos shared at once.
struct PhotoShareActions: View {
    let photo = Image(systemName: "photo")
    let gallery = [URL(string: "https://example.com/photos/1")!, URL(string: "https://example.com/photos/2")!]
    let captions = ["Harbour at dawn", "Lighthouse"]
    let photos = [Image(systemName: "photo"), Image(systemName: "camera")]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ShareLink(item: photo, preview: SharePreview("Harbour at dawn", image: photo)).id("photo")
                ShareLink("Export", item: photo, preview: SharePreview("Edited photo", image: photo, icon: photo)).id("export")
                ShareLink(item: photo, subject: Text("Harbour"), preview: SharePreview("Harbour")) {
                    Text("Send photo")
                }
                .id("send")
                ShareLink(items: gallery).id("gallery")
                ShareLink("Share captions", items: captions).id("captions")
                ShareLink(items: photos, preview: { _ in SharePreview("Gallery photo", icon: photo) }) {
                    Text("Share with previews")
                }
                .id("previews")
                ShareLink(items: photos) { _ in
                    SharePreview("Gallery photo")
                }
                .id("all photos")
                ShareLink(items: gallery) {
                    Text("Links")
                }
                .id("links")
                ShareLink("Photos", items: photos, preview: { _ in SharePreview("Gallery photo") }).id("photos")
                // A preview's image may be any Transferable value: a symbol's name as a String.
                ShareLink(item: "Harbour notes", preview: SharePreview("Notes", image: "doc.text")).id("notes")
            }
        }
    }
}
