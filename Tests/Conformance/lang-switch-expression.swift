import SwiftUI

/// Rows whose height comes from a `switch` expression over their kind, and whose caption
/// from an `if` expression (Swift 5.9).
enum RowKind: CaseIterable {
    case header, item, footer
}

struct MixedRow: View {
    let kind: RowKind
    let index: Int

    var body: some View {
        let height: CGFloat = switch kind {
        case .header: 60
        case .item: 44
        case .footer: 30
        }
        let caption = if index.isMultiple(of: 2) { "even" } else { "odd" }
        Text("\(index) \(caption)").frame(height: height)
    }
}

struct Mixed: View {
    let kinds: [RowKind] = [.header, .item, .item, .item, .footer]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<kinds.count, id: \.self) { index in
                    MixedRow(kind: kinds[index], index: index)
                }
            }
        }
    }
}

#Preview("Mixed") { Mixed() }
