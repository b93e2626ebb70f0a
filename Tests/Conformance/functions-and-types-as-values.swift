import SwiftUI

/// Methods named without a call are functions, as apps pass them: `perform: load`,
/// `map(format)`, `let action = self.select`.
struct Formatter {
    var prefix = "#"
    func format(_ n: Int) -> String { prefix + String(n) }
    func scaled(by factor: Int, plus extra: Int) -> Int { factor * 10 + extra }
    func labels() -> [String] { [1, 2, 3].map(format) }
    func labelsThroughSelf() -> [String] { [4, 5].map(self.format) }
    func stored() -> Int {
        let f = scaled
        return f(2, 3)
    }
}

/// A class's method keeps its instance: calling the reference twice appends twice.
final class EventLog {
    var events: [String] = []
    func record() { events.append("tick") }
    func recordTwice() -> Int {
        let action = record
        action()
        action()
        return events.count
    }
}

/// A screen that loads its rows when it appears and adds one on each tap, both through
/// method references.
struct MethodReferenceList: View {
    @State private var rows: [String] = []

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(rows, id: \.self) { row in
                    Text(row)
                        .frame(height: 50)
                        .onTapGesture(perform: self.addRow)
                        .id(row)
                }
            }
        }
        .onAppear(perform: loadRows)
    }

    func loadRows() { rows = ["a", "b"] }
    func addRow() { rows.append("c") }
}

func methodReferenceSummary() -> String {
    let formatter = Formatter()
    return "\(formatter.labels()) \(formatter.labelsThroughSelf()) \(formatter.stored()) \(EventLog().recordTwice())"
}

#Preview("Method references") {
    MethodReferenceList()
}

/// `type(of:)` gives the dynamic type, printed by its name and compared with `T.self`.
enum Suit { case hearts }

func dynamicTypeSummary() -> String {
    "\(type(of: 3)) \(type(of: "x")) \(type(of: Formatter())) \(type(of: EventLog())) \(type(of: Suit.hearts)) "
        + "\(type(of: Formatter()) == Formatter.self) \(type(of: 2.5) == Int.self)"
}

/// A view that stores the closure that builds its cells and calls it through `self`, as
/// generic container views do: each cell is what the closure returns, 30 pt high.
struct CellColumn<Cell: View>: View {
    let count: Int
    let makeCell: (Int) -> Cell

    init(count: Int, @ViewBuilder makeCell: @escaping (Int) -> Cell) {
        self.count = count
        self.makeCell = makeCell
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    self.makeCell(index)
                }
            }
        }
    }
}

#Preview("Stored cell closure") {
    CellColumn(count: 3) { index in
        Text("Cell \(index)")
            .frame(height: 30)
            .id(index)
    }
}
