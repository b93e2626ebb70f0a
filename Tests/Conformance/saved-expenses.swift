import SwiftUI

/// An expense list that saves itself as JSON in UserDefaults whenever it changes and reads
/// itself back when made, as many apps keep their data; a draft note kept as `Data` in
/// `@AppStorage`. The store starts empty, as on a fresh install.
struct ExpenseItem: Identifiable, Codable {
    var id = UUID()
    let name: String
    let amount: Double
}

@Observable
class Expenses {
    var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
            }
        }
    }

    init() {
        if let saved = UserDefaults.standard.data(forKey: "Items"),
           let decoded = try? JSONDecoder().decode([ExpenseItem].self, from: saved) {
            items = decoded
            return
        }
        items = []
    }
}

struct SavedExpenses: View {
    @State private var expenses = Expenses()
    @State private var reloaded = -1
    @State private var total = 0.0
    @State private var note = ""
    @AppStorage("draft") private var draft = Data()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(expenses.items) { item in
                    Text(item.name).frame(height: 44)
                }
                Button("Add") { expenses.items.append(ExpenseItem(name: "Lunch \(expenses.items.count)", amount: 12.5)) }
                    .id("add")
                Button("Reload") {
                    let again = Expenses()
                    reloaded = again.items.count
                    total = again.items.reduce(0) { $0 + $1.amount }
                }
                .id("reload")
                Button("Draft") {
                    note = "\(draft.count) \(UserDefaults.standard.data(forKey: "draft") == nil)"
                    draft = Data("Taxi".utf8)
                    note += " " + (String(data: draft, encoding: .utf8) ?? "-")
                }
                .id("draft")
            }
        }
    }
}

#Preview("Saved expenses") { SavedExpenses() }
