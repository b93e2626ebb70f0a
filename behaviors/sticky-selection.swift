/// The selected row stays in sight: it pins to the top when scrolled above and to the bottom when scrolled below.
///
/// - Version: 1.0
/// - Author: Scrollwork
/// - Parameters: `selectedID` — the id of the row to keep in sight.
import SwiftUI

struct PinSelection: StickyBehavior {
    var selectedID: Int = 5

    func pin(_ item: StickyItem, context: StickyContext) -> Edge? {
        guard item.id == AnyHashable(selectedID) else { return nil }
        return item.frame.minY < context.visibleRect.minY ? .top : .bottom
    }
}

struct SelectableList: View {
    @State private var selected = 5

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Text(index == selected ? "▶ Row \(index)" : "Row \(index)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .frame(height: 50)
                        .onTapGesture { selected = index }
                }
            }
        }
        .stickyBehavior(PinSelection(selectedID: selected))
    }
}

#Preview("Sticky selection") {
    SelectableList()
}
