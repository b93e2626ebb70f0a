import SwiftUI

extension Publisher {
    func sink(result: @escaping (Result<Output, Failure>) -> Void) -> AnyCancellable {
        sink { completion in
            if case .failure(let error) = completion { result(.failure(error)) }
        } receiveValue: { output in
            result(.success(output))
        }
    }
}

enum LoadError: Error { case offline }

final class Model: ObservableObject {
    @Published var names: [String] = []
    @Published var count = 0
    @Published var message = ""
    private var bag = Set<AnyCancellable>()

    init() {
        $names
            .map { $0.count }
            .sink { [weak self] count in
                self?.count = count
            }
            .store(in: &bag)
        Fail<[String], LoadError>(error: .offline)
            .sink { [weak self] result in
                switch result {
                case .success(let names): self?.names = names
                case .failure: self?.message = "offline"
                }
            }
            .store(in: &bag)
        names = ["a", "b", "c"]
    }
}

struct SinkOverloads: View {
    @StateObject private var model = Model()
    var body: some View {
        ScrollView {
            Text("\(model.count) \(model.message)").id("label")
        }
    }
}

#Preview("Sinks") { SinkOverloads() }
