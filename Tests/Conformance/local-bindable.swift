import SwiftUI

@Observable
final class VideoStore {
    var title = "Clips"
    var videos = [Clip(id: 1, name: "Intro"), Clip(id: 2, name: "Outro")]
}

struct Clip: Identifiable {
    let id: Int
    var name: String
}

/// iOS 17's `@Bindable var` in a body, made from a store the view holds: `$store.title` and
/// `ForEach($store.videos) { $clip in … }` write through the object. A `GeometryReader`
/// reading its proxy as `$0` beside a leading-dot `.init()` of the same type.
struct ClipEditor: View {
    @State private var model = VideoStore()
    var ignoresTop = false

    var body: some View {
        @Bindable var store = model
        ScrollView {
            VStack(spacing: 0) {
                TextField("Title", text: $store.title)
                    .frame(height: 44)
                ForEach($store.videos) { $clip in
                    Text(clip.name)
                        .frame(height: 44)
                        .onTapGesture { clip.name += "!" }
                        .id(clip.id)
                }
                GeometryReader {
                    let insets = ignoresTop ? $0.safeAreaInsets : .init()
                    Text("top \(Int(insets.top))")
                }
                .frame(height: 30)
                .id("insets")
            }
        }
    }
}

#Preview { ClipEditor() }
