import Testing
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// A requirement is met through what a conformance implies, as in Swift: `Hashable` and
/// `Comparable` refine `Equatable`, and an app's protocol passes on the protocols it refines.
@Suite struct ConformanceRefinementTests {
    private static let model = """
        import SwiftUI

        protocol Ingredient: Identifiable, Hashable {
            var id: String { get }
        }
        struct Glaze: Ingredient {
            var id: String
        }
        struct City: Identifiable, Hashable {
            var id: String
        }
        struct Plain: Identifiable {
            var id: String
        }

        """

    private func errors(_ body: String) -> [String] {
        let source = Self.model + """
            struct Editor: View {
                @State private var city = City(id: "SF")
                @State private var plain = Plain(id: "a")
                @State private var glaze: Glaze? = nil
                @State private var note = ""
                var body: some View {
                    \(body)
                }
            }

            """
        return ScriptProgram().load(SourceFile(id: 1, path: "a.swift", text: source)).filter(\.isError).map(\.message)
    }

    @Test func hashableAndAnAppsRefiningProtocolMeetTheRequirements() {
        #expect(errors("Text(note).onChange(of: city) { _ in note = \"moved\" }") == [])
        #expect(errors("Picker(\"Glaze\", selection: $glaze) { Text(\"None\").tag(nil as Glaze?) }") == [])
    }

    @Test func aTypeWithoutThemIsStillRefused() {
        #expect(errors("Text(note).onChange(of: plain) { _ in note = \"moved\" }")
            == ["instance method 'onChange(of:perform:)' requires that 'Plain' conform to 'Equatable'"])
    }
}
