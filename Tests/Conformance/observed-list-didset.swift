import SwiftUI

struct Expense: Identifiable {
    var id = UUID()
    let name: String
}

// `[Expense]() { didSet … }`: the braces are the property's observer, not a trailing closure.
@Observable
class Expenses {
    var saves = 0
    var items = [Expense]() {
        didSet {
            saves += 1
        }
    }
}

// A generic class built with its type arguments spelled out, `Self` among them.
final class Visits<V> {
    var count = 0
    func visit() { count += 1 }
}

struct ExpenseList: View {
    @State private var expenses = Expenses()
    let visits = Visits<Self>()
    let names = Set<String>(["Lunch", "Taxi"])

    var body: some View {
        VStack {
            Text("\(expenses.items.count) items, saved \(expenses.saves) times")
                .id("summary")
            Text("\(names.count) names")
                .id("names")
            Button("Add") {
                expenses.items.append(Expense(name: "Lunch"))
                visits.visit()
            }
            .id("add")
        }
    }
}

#Preview {
    ExpenseList()
}
