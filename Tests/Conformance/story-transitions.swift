import SwiftUI

/// A stories feed whose rows fade in as they scroll into view, each kind of story with its
/// own transition threshold.
struct StoryFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<12) { index in
                    Color.orange
                        .frame(height: 200)
                        .scrollTransition(StoryFeed.configuration(index)) { content, phase in
                            content.opacity(1 - abs(phase.value))
                        }
                }
            }
        }
    }

    static func configuration(_ index: Int) -> ScrollTransitionConfiguration {
        switch index {
        case 4: return .interactive.threshold(.visible(0.5))
        case 5: return .interactive.threshold(.hidden)
        case 6: return .interactive.threshold(.visible)
        case 7: return .interactive.threshold(.centered)
        case 8: return .interactive.threshold(.inset(by: 100))
        case 9: return .identity
        case 10: return .animated
        default: return .interactive
        }
    }
}
