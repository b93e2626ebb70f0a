import SwiftUI

/// A view written above the model it observes, whose properties take their types from their
/// initial values, as files often order them: the view reads `model.badge` as the `Image` it
/// is (`resizable()` is Image's) and `model.step` as a Double, wherever the model is declared.
struct BadgeStrip: View {
    @StateObject private var model = BadgeModel()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                model.badge.resizable().frame(width: 24, height: model.step * 2).id("badge")
                Text("Grow").frame(height: 44).onTapGesture { model.step += 4.5 }
            }
        }
    }
}

final class BadgeModel: ObservableObject {
    @Published var badge = Image(systemName: "star.fill")
    @Published var step = 10.0
}

#Preview("Badge strip") { BadgeStrip() }
