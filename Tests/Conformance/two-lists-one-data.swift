import SwiftUI

/// Two `ForEach`es over the same ids in one view are two places, as in SwiftUI's structure:
/// each row keeps its own state, so expanding a group in the first leaves the second's as it is.
struct TwoListsOneData: View {
    let names = ["A", "B"]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    ForEach(names, id: \.self) { name in
                        DisclosureGroup(name) { Text("Details of \(name)") }
                    }
                }
                .id("first")
                VStack(spacing: 0) {
                    ForEach(names, id: \.self) { name in
                        DisclosureGroup(name) { Text("Details of \(name)") }
                    }
                }
                .id("second")
            }
        }
    }
}

#Preview { TwoListsOneData() }
