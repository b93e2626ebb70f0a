import SwiftUI

/// A dashboard card whose header either links on or selects a panel through a binding it is
/// handed, in an enum's payload or a `let` property: `Binding.wrappedValue` is
/// `{ get nonmutating set }`, so a constant binding is written through.
enum DashboardPanel: Hashable {
    case orders, stock
}

enum CardHeaderAction {
    case link
    case select(Binding<DashboardPanel?>)
}

struct CardHeader: View {
    var panel: DashboardPanel
    var action: CardHeaderAction
    let highlighted: Binding<DashboardPanel?>

    var body: some View {
        HStack(spacing: 0) {
            switch action {
            case .link:
                Text("Open")
            case .select(let selection):
                Button("Select \(panel)") { selection.wrappedValue = panel }
            }
            Button("Mark \(panel)") { highlighted.wrappedValue = panel }
        }
    }
}

struct Dashboard: View {
    @State private var selected: DashboardPanel?
    @State private var marked: DashboardPanel?

    var body: some View {
        VStack(spacing: 0) {
            CardHeader(panel: .orders, action: .select($selected), highlighted: $marked).id("ordersCard")
            CardHeader(panel: .stock, action: .link, highlighted: $marked).id("stockCard")
            Text(selected == .orders ? "orders" : "none").id("selected")
            Text(marked == .stock ? "stock" : marked == .orders ? "orders" : "none").id("marked")
        }
    }
}

#Preview("Dashboard") {
    Dashboard()
}
