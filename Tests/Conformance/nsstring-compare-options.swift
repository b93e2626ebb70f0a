import SwiftUI

/// A tag field that strips every whitespace character with a regular expression, its options
/// written with Foundation's own name for them (`NSString.CompareOptions`, which String's
/// `CompareOptions` is an alias of), and a case-insensitive search.
extension String {
    func removingWhitespaces() -> String {
        replacingOccurrences(of: "\\s", with: "", options: NSString.CompareOptions.regularExpression, range: nil)
    }
}

struct TagField: View {
    private let search: NSString.CompareOptions = [.caseInsensitive]
    @State private var typed = " swift  ui\tdemo "

    var body: some View {
        VStack(spacing: 0) {
            Text(typed.removingWhitespaces()).id("tag")
            Text(typed.range(of: "UI", options: search) == nil ? "no" : "yes").id("found")
        }
    }
}

#Preview("Tag") { TagField() }
