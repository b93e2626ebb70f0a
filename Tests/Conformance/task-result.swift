import SwiftUI

enum ReadingError: Error {
    case offline
}

/// A screen that reads a sensor through a task and keeps its outcome as a `Result`: a task's
/// `result` is its value, or the error its operation threw, once it has finished.
struct SensorView: View {
    @State private var status = "idle"
    @State private var failures = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(status).frame(height: 44).id("status")
                Button("Read") {
                    Task { await read(online: true) }
                }
                .frame(height: 44)
                .id("read")
                Button("Read offline") {
                    Task { await read(online: false) }
                }
                .frame(height: 44)
                .id("offline")
                Button("Read cached") {
                    Task { await readCached() }
                }
                .frame(height: 44)
                .id("cached")
            }
        }
    }

    func read(online: Bool) async {
        status = "reading"
        let reading = Task { () throws -> Int in
            try await Task.sleep(for: .seconds(1))
            guard online else { throw ReadingError.offline }
            return 21
        }
        let result = await reading.result
        switch result {
        case .success(let degrees):
            status = "\(degrees) degrees"
        case .failure(let error):
            failures += 1
            status = "failed: \(error)"
        }
    }

    /// The task fails before it first suspends: its error waits in it for the read of `result`.
    func readCached() async {
        let cached = Task { () throws -> Int in
            throw ReadingError.offline
        }
        if case .failure = await cached.result {
            failures += 1
            status = "no cached reading"
        }
    }
}

#Preview { SensorView() }
