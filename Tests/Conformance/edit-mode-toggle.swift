import SwiftUI

extension EditMode {
    /// Flips between editing and not, as a toolbar's own reorder button does.
    mutating func flip() {
        switch self {
        case .active: self = .inactive
        case .inactive: self = .active
        case .transient: break
        @unknown default: break
        }
    }
}

/// A to-do list whose own button (not an EditButton) keeps the edit mode in its state and
/// shows whether it is editing.
struct ReorderableTasks: View {
    @State private var editMode = EditMode.inactive
    let tasks = ["Water the plants", "Sell turnips", "Visit the museum"]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Button(editMode == .active ? "Done" : "Reorder") { editMode.flip() }
                    .frame(height: 44)
                    .id("toggle")
                Text(editMode.isEditing ? "editing" : "browsing")
                    .id("state")
                Text(EditMode.transient.isEditing ? "transient edits" : "transient does not edit")
                    .id("transient")
                ForEach(tasks, id: \.self) { task in
                    Text(task).frame(height: 44)
                }
            }
        }
    }
}
