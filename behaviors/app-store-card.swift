/// App Store "Today" cards: a long press shrinks a card, a tap expands it to the whole screen, and dragging it down dismisses it.
///
/// A long press scales the card to 0.9. A tap expands it to the full container and
/// disables scrolling. Dragging the expanded card down scales it by
/// `1 − translation/height`; released below 0.8 it collapses again.
///
/// - Version: 1.0
/// - Author: Scrollwork
import SwiftUI

struct TodayCards: View {
    @State private var pressed = -1
    @State private var expanded = -1
    @State private var position: Int?
    @State private var dragScale: CGFloat = 1
    @State private var containerHeight: CGFloat = 844

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ForEach(0..<6) { index in
                    RoundedRectangle(cornerRadius: expanded == index ? 0 : 20)
                        .fill(Color.indigo)
                        .containerRelativeFrame(.vertical) { length, _ in
                            expanded == index ? length : 420
                        }
                        .overlay {
                            Text("Story \(index)")
                        }
                        .scaleEffect(scale(for: index))
                        .onLongPressGesture(minimumDuration: 0.5) {
                            pressed = index
                        }
                        .onTapGesture {
                            withAnimation {
                                pressed = -1
                                expanded = index
                                position = index
                            }
                        }
                        .gesture(
                            DragGesture(minimumDistance: 10)
                                .onChanged { value in
                                    if expanded == index {
                                        dragScale = max(0, 1 - value.translation.height / containerHeight)
                                    }
                                }
                                .onEnded { _ in
                                    if dragScale < 0.8 {
                                        expanded = -1
                                    }
                                    dragScale = 1
                                }
                        )
                        .id(index)
                }
            }
            .padding(.horizontal, 20)
            .scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.containerSize.height
        } action: { _, height in
            containerHeight = height
        }
        .scrollDisabled(expanded >= 0)
    }

    func scale(for index: Int) -> CGFloat {
        if expanded == index { return dragScale }
        return pressed == index ? 0.9 : 1
    }
}

#Preview("App Store cards") {
    TodayCards()
}
