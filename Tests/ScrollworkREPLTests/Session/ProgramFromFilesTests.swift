import Foundation
import Testing
@testable import ScrollworkREPL

/// Files load as one program, as a Swift module compiles: each file may use any other's
/// types, globals, functions and extensions, so the order they are given in changes nothing.
struct ProgramFromFilesTests {
    /// Four files, each using names the others declare; `Theme.swift` also holds a helper
    /// with an error that `Row.swift` uses, and an import with no effect, so the diagnostics
    /// span files too.
    static let files: [String: String] = [
        "Feed.swift": """
            import SwiftUI

            struct Feed: View {
                @State private var liked = 0

                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: Theme.spacing) {
                            ForEach(posts) { post in
                                Row(post: post).id(post.id)
                            }
                        }
                    }
                }
            }

            #Preview("Feed") {
                Feed()
            }

            """,
        "Row.swift": """
            import SwiftUI

            struct Row: View {
                let post: Post

                var body: some View {
                    Text(post.isFeatured ? "★ " + post.title : post.title)
                        .frame(height: Theme.rowHeight(featured: post.isFeatured))
                }
            }

            func badge(for post: Post) -> String {
                shout(post.title)
            }

            """,
        "Model.swift": """
            struct Post: Identifiable {
                let id: Int
                let title: String
            }

            let posts = makePosts(count: Theme.count)

            func makePosts(count: Int) -> [Post] {
                (0..<count).map { Post(id: $0, title: "Post \\($0)") }
            }

            """,
        "Theme.swift": """
            import Combine
            import SwiftUI

            enum Theme {
                static let count = 30
                static let spacing: CGFloat = 8

                static func rowHeight(featured: Bool) -> CGFloat {
                    featured ? 160 : 80
                }
            }

            extension Post {
                var isFeatured: Bool { id % 5 == 0 }
            }

            func shout(_ text: String) -> String {
                text.uppercased() + undefinedSuffix
            }

            """,
    ]

    static let commands = ["scene Feed", "print item(5).frame.minY", "print item(5).frame.height", "fling 2400", "settle",
                           "state", "items", "show", "print item(12).frame"]

    /// Every order of `elements`.
    static func permutations<T>(_ elements: [T]) -> [[T]] {
        guard elements.count > 1 else { return [elements] }
        return elements.indices.flatMap { index in
            var rest = elements
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    private func folder() throws -> URL {
        let folder = try Executable.temporaryFolder()
        for (name, text) in Self.files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func session(in folder: URL) -> Session {
        Session(registry: SceneRegistry(factories: [ScriptSceneFactory()]), options: SessionOptions(directory: folder))
    }

    /// What the commands print, each with its status.
    private func transcript(of session: Session) -> [String] {
        Self.commands.map { command in
            let result = session.execute(command)
            return "\(command) [\(result.status)]\n\(result.output)"
        }
    }

    @Test func allTwentyFourOrdersMakeTheSameProgram() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let orders = Self.permutations(Self.files.keys.sorted())
        #expect(orders.count == 24)
        var first: (load: String, transcript: [String])?
        for order in orders {
            let session = session(in: folder)
            let loaded = session.execute("load " + order.joined(separator: " "))
            let outcome = ("[\(loaded.status)]\n" + loaded.output, transcript(of: session))
            guard let first else {
                first = outcome
                continue
            }
            #expect(outcome.0 == first.load, "load \(order.joined(separator: " "))")
            #expect(outcome.1 == first.transcript, "load \(order.joined(separator: " "))")
        }
        // The program the orders agree on is the whole one: only the helper with the error (and
        // the function that uses it) is left out, and the scene runs.
        // Sorted by file, whatever the order given: the note in Row.swift comes before the error it
        // follows from in Theme.swift.
        // (Diagnostics name a file outside the working directory by its absolute path.)
        let headers = first?.load.replacingOccurrences(of: folder.path + "/", with: "").split(separator: "\n")
            .filter { $0.contains(".swift:") }
        #expect(headers == [
            "Row.swift:12:6: note: 'badge' is left out: it uses 'shout', which has errors",
            "Theme.swift:18:25: error: cannot find 'undefinedSuffix' in scope",
            "Theme.swift:1:1: warning: import of 'Combine' has no effect in scripts",
        ])
        #expect(first?.transcript.first == "scene Feed [ok]\nscene Feed: 30 items, vertical")
        // Post 5 is featured (160 pt tall), below four 80 pt rows, one 160 pt row (post 0) and five 8 pt gaps.
        #expect(first?.transcript[1] == "print item(5).frame.minY [ok]\n\(4 * 80 + 160 + 5 * 8).0")
        #expect(first?.transcript[2] == "print item(5).frame.height [ok]\n160.0")
    }

    @Test func separateLoadsInAnyOrderEndWithTheSameProgram() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var transcripts = Set<[String]>()
        for order in Self.permutations(Self.files.keys.sorted()) {
            let session = session(in: folder)
            for name in order { _ = session.execute("load \(name)") }
            transcripts.insert(transcript(of: session))
        }
        #expect(transcripts.count == 1)
        #expect(transcripts.first?.first == "scene Feed [ok]\nscene Feed: 30 items, vertical")
    }

    @Test func reloadingOneFileOfABatchRecompilesTheProgram() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = session(in: folder)
        _ = session.execute("load Feed.swift Row.swift Model.swift Theme.swift")
        #expect(session.execute("scene Feed").status == .ok)
        #expect(session.execute("print item(5).frame.minY").output == "520.0")
        let theme = folder.appendingPathComponent("Theme.swift")
        let original = try String(contentsOf: theme, encoding: .utf8)
        // Plain rows 100 pt tall: post 5 is below four of them, post 0 (160 pt) and five gaps. The
        // helper's error is fixed too, so `badge` in Row.swift, which was left out, loads.
        try original.replacingOccurrences(of: "featured ? 160 : 80", with: "featured ? 160 : 100")
            .replacingOccurrences(of: "undefinedSuffix", with: "\"!\"").write(to: theme, atomically: true, encoding: .utf8)
        let reloaded = session.execute("reload")
        #expect(reloaded.status == .ok)
        #expect(reloaded.output.hasPrefix("reloaded Theme.swift\n"))
        #expect(session.execute("print badge(for: posts[1])").output == "POST 1!")
        #expect(session.execute("print item(5).frame.minY").output == "\(4 * 100 + 160 + 5 * 8).0")
        // `Post` moves from Model.swift to Row.swift, both saved before one reload: no redeclaration.
        let model = folder.appendingPathComponent("Model.swift"), row = folder.appendingPathComponent("Row.swift")
        let modelText = try String(contentsOf: model, encoding: .utf8), rowText = try String(contentsOf: row, encoding: .utf8)
        let post = "struct Post: Identifiable {\n    let id: Int\n    let title: String\n}\n"
        try modelText.replacingOccurrences(of: post, with: "").write(to: model, atomically: true, encoding: .utf8)
        let movedRow = rowText + "\n" + post
        try movedRow.write(to: row, atomically: true, encoding: .utf8)
        let moved = session.execute("reload")
        #expect(!moved.output.contains("redeclaration"), "\(moved.output)")
        #expect(moved.output == "reloaded Model.swift\nreloaded Row.swift")
        // A file saved with an error keeps its declarations' last good versions: the scene still runs.
        try movedRow.replacingOccurrences(of: "post.title)", with: "post.titel)").write(to: row, atomically: true, encoding: .utf8)
        let broken = session.execute("reload")
        #expect(broken.status == .usageError)
        #expect(broken.output.contains("value of type 'Post' has no member 'titel'"), "\(broken.output)")
        #expect(broken.output.contains("note: the rest of Row.swift is active; declarations with errors keep their last good versions"))
        #expect(session.execute("print item(5).frame.minY").output == "\(4 * 100 + 160 + 5 * 8).0")
    }
}
