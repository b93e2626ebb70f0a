import SwiftUI

// `@FocusState.Binding`: a child form row reads and sets its parent's `@FocusState` (plain
// state here, as there is no keyboard focus), and passes it on with `$`.
struct ComposeForm: View {
    enum Field: Hashable {
        case title, tags
    }

    @FocusState private var focusedField: Field?
    @State private var title = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                TitleRow(title: $title, focusedField: $focusedField)
                Color.mint.frame(height: focusedField == .tags ? 300 : 100)
                Color.gray.frame(height: 10).id("end")
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

#Preview("ComposeForm") { ComposeForm() }
