import Foundation

/// Runs the built `scrollwork` (found in the build products folder, next to the test bundle).
enum Executable {
    static var url: URL? {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL { candidates.append(bundle.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        for folder in candidates {
            let url = folder.appendingPathComponent("scrollwork")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    struct Outcome {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// Runs with `arguments` in `directory`, feeding `input` on standard input (a file, not a terminal).
    static func run(_ arguments: [String], input: String = "", directory: URL, home: URL,
                    started: ((pid_t) -> Void)? = nil) throws -> Outcome {
        guard let url else { throw Spawn.Failure(description: "no scrollwork executable") }
        let streams = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: streams) }
        let (inURL, outURL, errURL) = (streams.appendingPathComponent("in"), streams.appendingPathComponent("out"),
                                       streams.appendingPathComponent("err"))
        try input.write(to: inURL, atomically: true, encoding: .utf8)
        let status = try Spawn.run(url.path, arguments, environment: ["HOME": home.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"],
                                   directory: directory, input: inURL, output: outURL, error: errURL, started: started)
        return Outcome(status: status, standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes each file (a path under `folder` and its text), making the folders it needs.
    static func write(_ files: [String: String], in folder: URL) throws {
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
