import SwiftUI

/// A to-do list edited by offsets, as `onDelete` and `onMove` hand them over: "Clear done"
/// removes the finished rows in one go, "Top" moves the two urgent rows to the top.
struct TodoOffsets: View {
    @State private var todos = ["Milk", "Call Ana", "Taxes", "Plants", "Gym"]
    @State private var done = IndexSet([0, 3])
    @State private var log = ""

    var body: some View {
        VStack(spacing: 0) {
            ForEach(todos, id: \.self) { todo in
                Text(todo).frame(height: 40)
            }
            .onDelete(perform: delete)
            .onMove(perform: move)
            Text("Clear done").frame(height: 44).id("clear").onTapGesture { delete(at: done) }
            Text("Top").frame(height: 44).id("top").onTapGesture { move(from: IndexSet([1, 2]), to: 0) }
            Text(log).id("log")
            Text("\(done.count) done, first \(done.first ?? -1), has 3: \(done.contains(3)), none: \(IndexSet().isEmpty)")
                .id("done")
            Text(picked).id("picked")
        }
    }

    /// Offsets 1 to 3 with 5 added and 2 taken out: 1, 3 and 5.
    var picked: String {
        var offsets = IndexSet(integersIn: 1..<4)
        let added = offsets.insert(5)
        let again = offsets.insert(5)
        let removed = offsets.remove(2) ?? -1
        let missing = offsets.remove(9) ?? -1
        var single = IndexSet(integer: 7)
        single.insert(6)
        return "\(offsets.map { String($0) }.joined(separator: ",")) last \(offsets.last ?? -1) \(added.inserted) \(again.inserted) \(removed) \(missing) \(single.first ?? -1)"
    }

    func delete(at offsets: IndexSet) {
        var removed = [String]()
        for offset in offsets {
            removed.append(todos[offset])
        }
        todos.remove(atOffsets: offsets)
        log = "removed \(removed.joined(separator: ", ")); \(offsets.count) of \(todos.count + offsets.count)"
    }

    func move(from source: IndexSet, to destination: Int) {
        todos.move(fromOffsets: source, toOffset: destination)
        log = todos.joined(separator: " ")
    }
}
