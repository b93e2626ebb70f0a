import SwiftUI

/// Types an app nests in its extensions of the frameworks' types, as preview helpers and
/// design systems do: `PreviewDevice.Caption()` and `Image.Badge(count:)` are the app's views,
/// made through the framework type's name.
extension PreviewDevice {
    struct Caption: View {
        let text: String
        var body: some View { Text(text).frame(height: 30) }
    }
}

extension Image {
    struct Badge: View {
        let count: Int
        var body: some View {
            Text("\(count) new").frame(width: 80, height: 24)
        }
    }
}

struct Inbox: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                PreviewDevice.Caption(text: "Inbox").id("caption")
                Image.Badge(count: 4).id("badge")
                Text("Message").frame(height: 50).id("message")
            }
        }
    }
}

#Preview("Inbox") { Inbox() }
