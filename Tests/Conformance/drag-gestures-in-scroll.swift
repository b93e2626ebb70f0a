import SwiftUI

/// A to-do list whose rows have their own drag gestures: a drag handle that takes the drag
/// (`gesture`), a row that notes drags while the list scrolls (`simultaneousGesture`), and a
/// list-wide gesture that wins over everything (`highPriorityGesture`) once locked.
struct Todos: View {
    @State var reorders = 0
    @State var swipes = 0
    @State var lastSwipe: CGFloat = 0
    @State var locked = false
    @State var lockedDrags = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red
                    .frame(height: 200)
                    .gesture(DragGesture(minimumDistance: 0).onEnded { _ in reorders += 1 })
                Color.green
                    .frame(height: 200)
                    .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { value in
                        swipes += 1
                        lastSwipe = value.translation.height
                    })
                Color.gray
                    .frame(height: 1000)
            }
        }
        .highPriorityGesture(DragGesture(minimumDistance: 20).onEnded { _ in lockedDrags += 1 })
    }
}

#Preview("Todos") {
    Todos()
}
