import SwiftUI

/// Pins the selected row to the top edge while it would scroll out above, and to the
/// bottom edge while it would scroll out below.
struct StickySelected: StickyBehavior {
    var selected: Int = 3

    func pin(_ item: StickyItem, context: StickyContext) -> Edge? {
        guard item.id == selected else { return nil }
        let visible = context.visibleRect
        if item.frame.minY < visible.minY {
            return .top
        } else if item.frame.maxY > visible.maxY {
            return .bottom
        }
        return nil
    }
}

struct StickyList: View {
    @State var selection = 3
    let rows = 0..<30

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(rows, id: \.self) { row in
                    HStack {
                        Text("Item \(row)")
                        Spacer()
                        if row == selection {
                            Image(systemName: "checkmark")
                        }
                    }
                    .padding(.horizontal)
                    .frame(height: 52)
                    .background(row == selection ? Color.yellow : Color.clear)
                    .onTapGesture {
                        withAnimation {
                            selection = row
                        }
                    }
                }
            }
        }
        .stickyBehavior(StickySelected(selected: selection))
    }
}

#Preview("Sticky selection") {
    StickyList()
}
