import SwiftUI

/// A list of attached files: picked with the file importer or dropped in, each row labelled for
/// VoiceOver with the forms older code writes.
struct Attachments: View {
    @State private var importing = false
    @State private var names: [String] = []
    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
                .accessibility(label: Text("File \(name)"))
                .accessibility(addTraits: .isButton)
                .accessibilityRepresentation { Button(name) {} }
                .accessibilityActions { Button("Delete") {} }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { result in
            if case .success(let url) = result { names.append(url.lastPathComponent) }
        }
        .dropDestination(for: String.self) { items, _ in
            names += items
            return true
        }
    }
}
