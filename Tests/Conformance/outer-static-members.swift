import SwiftUI

/// Nested types that name their enclosing type's static members without qualifying them, as
/// Swift's unqualified lookup allows: a constants namespace listing the outer type's indices,
/// and a nested style calling the outer type's static function.
struct Version {
    enum Constants {
        static let valid = (red...gold).map { $0 } + [ruby]
        static let label = title(for: ruby)
    }
    static func title(for index: Int) -> String { "Version \(index)" }
}

extension Version {
    static let red = 1
    static let blue = 2
    static let gold = 4
    static let ruby = 7
}

struct VersionList: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(Version.Constants.valid, id: \.self) { index in
                Text("v\(index)").frame(height: 30).id("v\(index)")
            }
            Text(Version.Constants.label).frame(height: 30).id("label")
        }
    }
}

#Preview("Versions") { VersionList() }
