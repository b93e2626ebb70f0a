import SwiftUI

/// A card that follows the finger while it is dragged and springs back when it is let go:
/// the offset is `@GestureState`, so SwiftUI puts it back to `.zero` when the drag ends.
struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @State var offsets: [CGFloat] = []
    @State var drops = 0
    @State var presses = 0
    @State var pressStates: [Bool] = []

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 12)
                    .frame(height: 200)
                    .offset(dragOffset)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating($dragOffset) { value, state, transaction in
                                state = value.translation
                            }
                            .onEnded { _ in drops += 1 }
                    )
                    .id("card")
                Color.gray
                    .frame(height: 100)
                    .gesture(
                        LongPressGesture(minimumDuration: 1)
                            .updating($isPressing) { current, state, _ in state = current }
                            .onEnded { _ in presses += 1 }
                    )
                    .id("press")
                Color.clear.frame(height: 1000)
            }
            .onChange(of: dragOffset) { _, offset in offsets.append(offset.height) }
            .onChange(of: isPressing) { _, pressing in pressStates.append(pressing) }
        }
    }
}
