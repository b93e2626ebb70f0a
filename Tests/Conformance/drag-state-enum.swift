import SwiftUI

// A drag tracked in an enum `@GestureState`, the shape Apple's "Composing SwiftUI gestures"
// article uses: the `updating` closure's `state` is the property's type, so `.dragging` resolves.
enum DragState {
    case inactive
    case dragging(translation: CGSize)

    var translation: CGSize {
        switch self {
        case .inactive: return .zero
        case .dragging(let translation): return translation
        }
    }
}

struct DraggableCard: View {
    @GestureState private var dragState = DragState.inactive

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .offset(dragState.translation)
            .gesture(
                DragGesture()
                    .updating($dragState) { value, state, _ in
                        state = .dragging(translation: value.translation)
                    }
            )
            .id("card")
    }
}

#Preview {
    DraggableCard()
}
