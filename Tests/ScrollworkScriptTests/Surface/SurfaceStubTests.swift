import Foundation
import Testing
import ScrollworkTestSupport
@testable import ScrollworkScript

/// The surface cannot claim a name Swift does not have: every entry's name is declared by
/// the declarations-only SwiftUI and UIKit modules of `Tests/SwiftStubs` (written from Apple's
/// documentation and compiled by scripts/typecheck-swift), or used in its `KnownNames.swift`,
/// which type-checks against the toolchain's standard library, Foundation and Dispatch.
@Suite struct SurfaceStubTests {
    static let folder = CaseFolder(from: #filePath, up: 2, "SwiftStubs")

    static func sources() throws -> [(name: String, text: String)] {
        var found: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            found.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return found
    }

    /// Names the stub modules declare: functions, properties, cases (several to a line, too)
    /// and types.
    static func declaredNames(in text: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let tokens = tokenize(code.replacingOccurrences(of: "`", with: ""))
            for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
                switch token {
                case "func", "var", "let", "struct", "class", "enum", "protocol", "typealias", "extension", "associatedtype":
                    names.insert(tokens[index + 1])
                case "case":
                    // `case light, dark`: every name of the list.
                    var next = index + 1
                    while next < tokens.count {
                        names.insert(tokens[next])
                        guard next + 1 < tokens.count, tokens[next + 1] == "," else { break }
                        next += 2
                    }
                default:
                    break
                }
            }
            // `static let red = Color("red"), orange = Color("orange")`
            if tokens.contains("let") || tokens.contains("var") {
                for (index, token) in tokens.enumerated() where token == "," && index + 2 < tokens.count && tokens[index + 2] == "=" {
                    names.insert(tokens[index + 1])
                }
            }
        }
        return names
    }

    /// Identifiers and the punctuation `,` and `=`, in order; string literals skipped.
    static func tokenize(_ code: String) -> [String] {
        var tokens: [String] = [], current = "", inString = false
        for character in code {
            if character == "\"" { inString.toggle(); continue }
            if inString { continue }
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(current); current = "" }
                if character == "," || character == "=" { tokens.append(String(character)) }
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    @Test func everyEntryNamesSomethingSwiftHas() throws {
        let sources = try Self.sources()
        #expect(sources.count >= 5, "no stub sources in \(Self.folder.url.path)")
        var declared = Set<String>(), used = Set<String>()
        for source in sources {
            if source.name == "KnownNames.swift" {
                used.formUnion(Self.tokenize(source.text).filter { $0 != "," && $0 != "=" })
            } else {
                declared.formUnion(Self.declaredNames(in: source.text))
            }
        }
        let known = declared.union(used)
        var missing: [String] = []
        for entry in Surface.standard.allEntries {
            let name: String
            if entry.name == "init", case .type(let owner) = entry.owner {
                name = String(owner.split(separator: ".").last ?? "")
            } else {
                name = entry.name
            }
            if !known.contains(name) { missing.append("\(entry.provider): \(entry.declaration)") }
        }
        if !missing.isEmpty {
            let list = missing.joined(separator: "\n")
            Issue.record("\(missing.count) surface names are not declared in Tests/SwiftStubs:\n\(list)")
        }
    }

    @Test func theExtractorReadsDeclarations() {
        let names = Self.declaredNames(in: """
        public enum Style { case light, dark }
        public static let red = Color("red"), orange = Color("a, b")
        public func padding(_ length: CGFloat) -> some View { self }
        """)
        #expect(names.isSuperset(of: ["Style", "light", "dark", "red", "orange", "padding"]))
        #expect(!names.contains("length"))
    }
}
