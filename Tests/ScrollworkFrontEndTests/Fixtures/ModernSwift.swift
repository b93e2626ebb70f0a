import SwiftUI

/// The newer shapes of view files in one fixture, for the parser's fuzzing and the
/// fixture load test: enums, classes, protocols, generics, tuples, `if`/`switch`
/// expressions, `#if`, extensions of surface types and a view model.
enum Filter: String, CaseIterable, Identifiable {
    case all, unread, flagged
    var id: Self { self }
    var title: String { rawValue.uppercased() }
}

enum Row {
    case header(String)
    case message(id: Int, unread: Bool)
    case spacer(height: CGFloat = 8)
}

protocol Titled {
    var title: String { get }
    func subtitle() -> String
}

extension Titled {
    func subtitle() -> String { "about \(title)" }
}

struct Folder: Titled, Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable
final class MailModel {
    var filter: Filter = .all
    var rows: [Row] = [.header("Today"), .message(id: 1, unread: true), .spacer(), .message(id: 2, unread: false)]
    @ObservationIgnored var loads = 0

    var unreadCount: Int {
        var count = 0
        for row in rows {
            if case .message(_, let unread) = row, unread { count += 1 }
        }
        return count
    }

    func height(of row: Row) -> CGFloat {
        switch row {
        case .header: 32
        case .message(_, let unread): unread ? 72 : 60
        case .spacer(let height): height
        }
    }
}

struct Card<Content: View>: View {
    var inset: CGFloat = 8
    @ViewBuilder var content: Content
    var body: some View {
        content.padding(inset)
    }
}

extension View {
    func framed(_ height: CGFloat) -> some View { frame(height: height) }
}

extension CGFloat {
    static let rowGap: CGFloat = 4
}

func bounds(_ values: [CGFloat]) -> (low: CGFloat, high: CGFloat) {
    var low = values.first ?? 0, high = low
    for value in values {
        if value < low { low = value }
        if value > high { high = value }
    }
    return (low, high)
}

struct Mailbox: View {
    @State private var model = MailModel()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: .rowGap) {
                ForEach(0..<model.rows.count, id: \.self) { index in
                    let row = model.rows[index]
                    let label = if case .header(let text) = row { text } else { "row \(index)" }
                    Card {
                        Text(label)
                    }
                    .framed(model.height(of: row))
                }
                #if DEBUG
                Text("\(model.unreadCount) unread").id("debug")
                #endif
            }
        }
    }
}

#Preview("Mailbox") { Mailbox() }
