import SwiftUI

/// Optional arrays compared element by element: a generic operator function, its generic
/// clause written right after the operator's name.
func ==<T: Equatable>(lhs: [T]?, rhs: [T]?) -> Bool {
    switch (lhs, rhs) {
    case (.some(let lhs), .some(let rhs)): return lhs == rhs
    case (.none, .none): return true
    default: return false
    }
}

struct TagComparison: View {
    let saved: [String]? = ["swift", "ios"]
    let none: [String]? = nil

    var body: some View {
        ScrollView {
            Text("\(saved == ["swift", "ios"]) \(saved == none) \(none == nil as [String]?)").id("result")
        }
    }
}

#Preview("Tag comparison") { TagComparison() }
