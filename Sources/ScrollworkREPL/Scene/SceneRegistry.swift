import Foundation
import ScrollworkFrontEnd
import ScrollworkCore
import ScrollworkScene
import ScrollworkScript

/// Finds scenes by name across the registered factories, first one wins.
public final class SceneRegistry {
    private var factories: [any SceneFactory]

    public init(factories: [any SceneFactory] = []) { self.factories = factories }

    public func register(_ factory: any SceneFactory) { factories.append(factory) }

    /// Every scene name any factory can build, sorted and distinct.
    func sceneNames(in program: ScriptProgram) -> [String] {
        Array(Set(factories.flatMap { $0.sceneNames(in: program) })).sorted()
    }

    /// Splits `Name(args)` into the name and the text inside the parentheses.
    static func split(_ source: String) -> (name: String, arguments: String?) {
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            return (unquote(trimmed), nil)
        }
        let name = unquote(String(trimmed[..<open]).trimmingCharacters(in: .whitespaces))
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        return (name, String(inner))
    }

    /// Preview titles may be written in quotes: `scene "Snap to top"`.
    private static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    func makeScene(_ source: String, program: ScriptProgram, screen: Size, safeArea: EdgeInsets = .zero) throws -> any LiveScene {
        let (name, arguments) = Self.split(source)
        guard !factories.isEmpty else { throw SceneError.noSceneLayer(name) }
        for factory in factories {
            if let scene = try factory.makeScene(named: name, arguments: arguments, program: program, screen: screen,
                                                 safeArea: safeArea) {
                return scene
            }
        }
        throw SceneError.unknownScene(name, suggestion: Suggestions.closest(to: name, among: sceneNames(in: program)))
    }
}
