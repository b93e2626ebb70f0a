import SwiftUI

/// Sample data for previews, written once for every model: the protocol's extension adds
/// static members built from the conforming type's own `mock(isSuccess:)`.
protocol Mockable {
    associatedtype MockType
    static func mock(isSuccess: Bool) -> MockType
    static func mockArray(_ count: Int) -> [MockType]
}

extension Mockable {
    static func mockArray(_ count: Int) -> [MockType] {
        Array(repeating: 0, count: count).map { _ in Self.mock(isSuccess: true) }
    }

    static var failed: MockType { mock(isSuccess: false) }
}

protocol Titled {
    var title: String { get }
}

extension Titled {
    static var marker: String { "•" }
    var badge: String { Self.marker + " " + title }
}

struct Source: Mockable, Titled {
    typealias MockType = Source
    var title: String
    static func mock(isSuccess: Bool) -> Source { Source(title: isSuccess ? "ABC News" : "offline") }
}

struct Episode: Mockable, Titled {
    var title: String
    static func mock(isSuccess: Bool) -> Episode { Episode(title: isSuccess ? "Pilot" : "missing") }
    // Its own, read as `Episode.marker`; the extension's `badge` reads the extension's (no
    // requirement declares `marker`, so Swift dispatches it statically).
    static var marker: String { "▶︎" }
}

struct SampleFeed: View {
    var body: some View {
        ScrollView {
            Text(Source.mockArray(2).map(\.badge).joined(separator: ", ")).id("sources")
            Text(Episode.mockArray(1).map(\.badge).joined(separator: ", ") + " / " + Episode.failed.title).id("episodes")
            Text(Source.failed.badge + " " + Episode.marker).id("failed")
        }
    }
}

#Preview("Sample feed") { SampleFeed() }
