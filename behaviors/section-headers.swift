/// Section headers that stay pinned to the top and push each other out, as `LazyVStack(pinnedViews: [.sectionHeaders])`.
///
/// - Version: 1.0
/// - Author: Scrollwork
import SwiftUI

struct Contacts: View {
    let letters = ["A", "B", "C", "D", "E", "F", "G", "H"]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(letters, id: \.self) { letter in
                    Section {
                        ForEach(0..<6) { row in
                            Text("\(letter) contact \(row)")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .frame(height: 44)
                                .id("\(letter)\(row)")
                        }
                    } header: {
                        Text(letter)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 32)
                            .background(Color.gray)
                            .id(letter)
                    }
                }
            }
        }
    }
}

#Preview("Section headers") {
    Contacts()
}
