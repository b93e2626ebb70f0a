import SwiftUI

extension Publisher {
    /// Each value as `.success`, and the failure, if any, as a last `.failure`: a publisher that
    /// never fails.
    func asResult() -> AnyPublisher<Result<Output, Failure>, Never> {
        self.map(Result.success)
            .catch { error in
                Just(.failure(error))
            }
            .eraseToAnyPublisher()
    }
}

enum FeedError: Error { case offline }

final class FeedModel: ObservableObject {
    @Published var lines: [String] = []
    private var bag = Set<AnyCancellable>()

    init() {
        Just("Top stories").setFailureType(to: FeedError.self)
            .asResult()
            .sink { [weak self] result in self?.record(result) }
            .store(in: &bag)
        Fail<String, FeedError>(error: .offline)
            .asResult()
            .sink { [weak self] result in self?.record(result) }
            .store(in: &bag)
    }

    private func record(_ result: Result<String, FeedError>) {
        switch result {
        case .success(let title): lines.append("ok \(title)")
        case .failure(let error): lines.append("failed \(error)")
        }
    }
}

struct FeedResults: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        ScrollView {
            Text(model.lines.joined(separator: ", ")).id("lines")
        }
    }
}

#Preview("Feed results") { FeedResults() }
