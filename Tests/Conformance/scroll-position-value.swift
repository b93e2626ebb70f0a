import SwiftUI

// iOS 18's ScrollPosition: a scroll view told where to go by an edge, a view's id (with an
// anchor) or a point, and reporting where the user left it.

struct PositionedList: View {
    @State private var position = ScrollPosition(idType: Int.self, y: 300)
    @State private var readID = -1
    @State private var stringIDIsNil = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Text("Row \(index)")
                        .frame(maxWidth: .infinity)
                        .frame(height: 100)
                        .onTapGesture {
                            switch index {
                            case 0: position.scrollTo(edge: .bottom)
                            case 1: position.scrollTo(id: 20, anchor: .center)
                            case 2: position.scrollTo(y: 250)
                            case 3: position.scrollTo(point: CGPoint(x: 0, y: 4000))
                            default:
                                readID = position.viewID(type: Int.self) ?? -1
                                stringIDIsNil = position.viewID(type: String.self) == nil
                            }
                        }
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($position)
    }
}
