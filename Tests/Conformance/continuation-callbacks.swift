import SwiftUI

/// A weather screen whose loader wraps callback APIs in async code with continuations, as apps
/// bridge a completion handler: the answer arrives 2 s later on the main queue.
final class WeatherLoader {
    enum LoadError: Error { case offline }

    /// A callback API: calls back after `delay` seconds with a temperature or an error.
    func fetch(city: String, delay: Double, completion: @escaping (Result<Int, LoadError>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            completion(city.isEmpty ? .failure(.offline) : .success(city.count * 3))
        }
    }

    func temperature(in city: String) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            fetch(city: city, delay: 2) { result in
                switch result {
                case .success(let degrees): continuation.resume(returning: degrees)
                case .failure(let error): continuation.resume(throwing: error)
                }
            }
        }
    }

    /// Resumed at once, inside the body: the task does not wait.
    func cached() async -> String {
        await withCheckedContinuation { continuation in
            continuation.resume(returning: "cached")
        }
    }

    func pause(_ seconds: Double) async {
        await withUnsafeContinuation { continuation in
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { continuation.resume() }
        }
    }

    func settle() async {
        await withCheckedContinuation { continuation in continuation.resume() }
    }

    /// The unsafe spelling, resumed at once with a value or an error.
    func code(of city: String) async throws -> String {
        try await withUnsafeThrowingContinuation { continuation in
            if city.isEmpty {
                continuation.resume(throwing: LoadError.offline)
            } else {
                continuation.resume(returning: String(city.prefix(3)).uppercased())
            }
        }
    }
}

struct WeatherScreen: View {
    @State private var log: [String] = []
    private let loader = WeatherLoader()

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .task {
                log.append(await loader.cached())
                do {
                    log.append("Lisbon \(try await loader.temperature(in: "Lisbon"))")
                    log.append("nowhere \(try await loader.temperature(in: ""))")
                } catch {
                    log.append("failed \(error)")
                }
                await loader.pause(1)
                await loader.settle()
                log.append((try? await loader.code(of: "Lisbon")) ?? "none")
                log.append((try? await loader.code(of: "")) ?? "none")
                log.append("done")
            }
    }
}
