import SwiftUI

// `@FocusState.Binding`: a child form row reads and sets its parent's `@FocusState` (plain
// state here, as there is no keyboard focus), and passes it on with `$`. A child declaring
// `@FocusState` itself is given the parent's wrapper, `_isEditing`, by the memberwise
// initialiser (FocusState has no `init(wrappedValue:)`), and shares it.
struct ComposeForm: View {
    enum Field: Hashable {
        case title, tags
    }

    @FocusState private var focusedField: Field?
    @FocusState private var isEditing: Bool
    @State private var title = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                TitleRow(title: $title, focusedField: $focusedField)
                Color.mint.frame(height: focusedField == .tags ? 300 : 100)
                Color.gray.frame(height: 10).id("end")
                EditToggle(isEditing: _isEditing)
                Color.orange.frame(height: isEditing ? 50 : 20).id("editing")
            }
        }
    }
}

struct TitleRow: View {
    @Binding var title: String
    @FocusState.Binding var focusedField: ComposeForm.Field?

    var body: some View {
        VStack(spacing: 0) {
            TextField("Title", text: $title)
                .focused($focusedField, equals: .title)
                .frame(height: 44)
            Button("Next") { focusedField = .tags }
                .frame(height: 44)
        }
    }
}

struct EditToggle: View {
    @FocusState var isEditing: Bool

    var body: some View {
        Button("Edit") { isEditing.toggle() }
            .frame(height: 44)
    }
}

#Preview("ComposeForm") { ComposeForm() }
