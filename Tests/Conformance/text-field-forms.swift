import SwiftUI

// The ways apps make text fields besides `TextField(_:text:)`: the callbacks of before
// iOS 15, a field that grows along an axis, a prompt with an axis, a label view (with an axis too).
struct TextFieldForms: View {
    @State private var title = ""
    @State private var note = "Buy flour"
    @State private var editing = false

    var body: some View {
        VStack(spacing: 0) {
            TextField("Chore title", text: $title, onEditingChanged: { began in editing = began })
                .id("callbacks")
            TextField("Search", text: $title, onCommit: { editing = false })
                .id("commit")
            TextField("Note", text: $note, axis: .vertical)
                .id("axis")
            TextField("Name", text: $title, prompt: Text("Required"), axis: .vertical)
                .id("prompt")
            TextField(text: $title) {
                Text("Username")
            }
            .id("label")
            TextField(text: $title, prompt: Text("Optional"), axis: .vertical) {
                Text("Details")
            }
            .id("labelAxis")
        }
    }
}

#Preview("TextFieldForms") { TextFieldForms() }
