import SwiftUI

/// A sort menu of the iOS 13 era: the action sheet's buttons are the sort orders mapped by a
/// closure that writes its return type, plus a literal array holding `.cancel(…)`.
enum SortOrder: String, CaseIterable {
    case name, date
}

struct SortMenu: View {
    @State private var asks = false
    @State private var order = SortOrder.name

    var body: some View {
        Button("Sort by \(order.rawValue)") { asks = true }
            .id("sort")
            .actionSheet(isPresented: $asks) {
                ActionSheet(title: Text("Sort"), buttons: SortOrder.allCases.map { (sort: SortOrder) -> ActionSheet.Button in
                    .default(Text(sort.rawValue)) { order = sort }
                } + [.cancel(Text("Keep"))])
            }
    }
}

#Preview("Sort menu") {
    SortMenu()
}
