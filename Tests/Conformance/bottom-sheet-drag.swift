import SwiftUI

/// A bottom sheet dragged by its handle, written as apps of SwiftUI's first years wrote it:
/// `updating(self.$dragState)` with `self.`, so the closure's `state` is still the
/// property's enum and `.dragging` resolves; and closures marked `@MainActor`/`@Sendable`,
/// which say where they run and change nothing about what they do.
struct BottomSheet: View {
    enum DragState {
        case inactive
        case dragging(translation: CGSize)

        var height: CGFloat {
            switch self {
            case .inactive: return 0
            case .dragging(let translation): return translation.height
            }
        }
    }

    @GestureState private var dragState = DragState.inactive
    @State var heights: [CGFloat] = []
    @State var drops = 0
    let record: @Sendable (CGFloat) -> CGFloat = { @Sendable height in height }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 12)
                    .frame(height: 200)
                    .offset(y: self.dragState.height)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating(self.$dragState) { drag, state, transaction in
                                state = .dragging(translation: drag.translation)
                            }
                            .onEnded { @MainActor _ in drops += 1 }
                    )
                    .id("sheet")
                Color.clear.frame(height: 1000)
            }
            .onChange(of: dragState.height) { [record] _, height in heights.append(record(height)) }
        }
    }
}
