import SwiftUI

/// A photo feed whose like buttons tap the Taptic Engine: a medium impact on like, a light
/// one at 0.5 intensity on unlike, a success notification on the tenth like and a selection
/// tick when the filter changes.
struct PhotoLikes: View {
    @State private var liked: [Int] = []
    @State private var likes = 0
    @State private var filter = 0
    private let impact = UIImpactFeedbackGenerator(style: .medium)

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                Text("Styles")
                    .id("styles")
                    .onTapGesture {
                        for style in [UIImpactFeedbackGenerator.FeedbackStyle.heavy, .soft, .rigid] {
                            UIImpactFeedbackGenerator(style: style).impactOccurred()
                        }
                        UINotificationFeedbackGenerator().notificationOccurred(.warning)
                        UINotificationFeedbackGenerator().notificationOccurred(.error)
                    }
                Text("Filter \(filter)")
                    .id("filter")
                    .onTapGesture {
                        filter = (filter + 1) % 3
                        UISelectionFeedbackGenerator().selectionChanged()
                    }
                ForEach(0..<12) { photo in
                    Color.gray
                        .frame(height: 200)
                        .onTapGesture {
                            impact.prepare()
                            if liked.contains(photo) {
                                liked = liked.filter { $0 != photo }
                                UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.5)
                            } else {
                                liked.append(photo)
                                likes += 1
                                impact.impactOccurred()
                                if likes == 10 {
                                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                                }
                            }
                        }
                }
            }
        }
    }
}
