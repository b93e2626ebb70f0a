import SwiftUI

/// A form field that takes its parent's focus as a `FocusState<Field?>.Binding` property, and
/// a preview that gives it a `@FocusState` declared in the preview's body (no `@Previewable`):
/// no view holds that state, so the field reads it unfocused (nil), and a Bool one false.
enum FormFocus: Hashable {
    case name, date
}

struct FormDateField: View {
    var title: String
    var focusedField: FocusState<FormFocus?>.Binding

    var body: some View {
        HStack {
            Text(title).id("title")
            Text(focusedField.wrappedValue == nil ? "unfocused" : "focused").id("state")
        }
        .focused(focusedField, equals: .date)
    }
}

struct SearchBox: View {
    var isFocused: FocusState<Bool>.Binding

    var body: some View {
        Text(isFocused.wrappedValue ? "typing" : "idle").id("search")
    }
}

#Preview("Date field") {
    @FocusState var focusedField: FormFocus?
    @FocusState var searching: Bool
    return VStack {
        FormDateField(title: "Departure", focusedField: $focusedField)
        SearchBox(isFocused: $searching)
    }
}
