import SwiftUI

/// Repositories behind a view model: a store refines a repository, so a store is a
/// repository, and a value of the store protocol has the repository's requirements too.
protocol NameRepository {
    func names() -> [String]
}

protocol NameStore: NameRepository {
    func save(_ names: [String])
}

struct SampleNames: NameStore {
    func names() -> [String] { ["Ada", "Grace"] }
    func save(_ names: [String]) {}
}

final class NamesModel {
    let remote: NameRepository
    let local: NameStore

    init(remote: NameRepository, local: NameStore) {
        self.remote = remote
        self.local = local
    }

    var summary: String { "\(remote.names().count) remote, \(local.names().count) local" }
}

struct NamesView: View {
    let model = NamesModel(remote: SampleNames(), local: SampleNames())

    var body: some View {
        Text(model.summary)
            .id("summary")
    }
}

#Preview("Names") {
    NamesView()
}
