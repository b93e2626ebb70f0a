import SwiftUI

/// A loader whose result type is the protocol's alias, declared before the protocol (as a
/// file read first in a package does): `typealias Outcome = FeedSource.Outcome` is resolved
/// after the alias it names, wherever each is written.
final class RemoteSource: FeedSource {
    typealias Outcome = FeedSource.Outcome

    func load(completion: @escaping (Outcome) -> Void) {
        completion(.success(["Ada", "Grace"]))
    }
}

protocol FeedSource {
    typealias Outcome = Swift.Result<[String], Error>
    func load(completion: @escaping (Outcome) -> Void)
}

struct FeedList: View {
    @State private var names: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            ForEach(names, id: \.self) { name in
                Text(name).frame(height: 30).id(name)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .onAppear {
            RemoteSource().load { outcome in
                if case .success(let loaded) = outcome { names = loaded }
            }
        }
    }
}

#Preview("Feed") { FeedList() }
