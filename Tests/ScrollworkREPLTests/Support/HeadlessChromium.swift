import Foundation

/// Debian's `chromium` run headless: loads a page, runs its script, and gives the DOM
/// afterwards or a screenshot. Each run has a profile folder of its own, removed after.
enum HeadlessChromium {
    /// The browser, if one is installed and starts: Ubuntu's `chromium` is a snap launcher that
    /// cannot run in a container, which is the same as not having one.
    static let url: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) && starts($0) }

    private static func starts(_ url: URL) -> Bool {
        ((try? Spawn.run(url.path, ["--version"], environment: ["PATH": "/usr/bin:/bin"])) ?? 1) == 0
    }

    /// `--no-sandbox`: Chromium refuses to start as root (as in CI containers) with its sandbox.
    private static func run(_ arguments: [String], output: URL) throws -> Int32 {
        guard let url = Self.url else { throw Spawn.Failure(description: "no chromium") }
        let profile = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: profile) }
        let common = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
                      "--user-data-dir=\(profile.path)"]
        return try Spawn.run(url.path, common + arguments, environment: ["HOME": profile.path, "PATH": "/usr/bin:/bin"],
                             output: output)
    }

    /// The page's DOM once its scripts have run.
    static func dom(of page: URL, fragment: String = "") throws -> String {
        let folder = try Executable.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("dom.html")
        _ = try run(["--dump-dom", page.absoluteString + fragment], output: output)
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// A PNG of the page in a window of that size.
    static func screenshot(of page: URL, fragment: String = "", to png: URL, width: Int = 1280, height: Int = 960) throws {
        let log = png.deletingPathExtension().appendingPathExtension("log")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(png.path)", page.absoluteString + fragment], output: log)
    }
}
