import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `value.name` on an app's `@dynamicMemberLookup` type calls its `subscript(dynamicMember:)`
/// (the fixture `dynamic-member-plans` runs the key path and String subscripts); here what
/// swiftc rejects, and a key path whose root is a module's we do not simulate.
struct DynamicMemberLookupTests {
    private func load(_ source: String) -> (ScriptProgram, [Diagnostic]) {
        let program = ScriptProgram()
        return (program, program.load([SourceFile(id: 1, path: "Store.swift", text: source)]))
    }

    private let offer = """
        import SwiftUI

        struct Tier { var name: String; var price: Int }
        struct Terms { var months: Int; var name: String }

        @dynamicMemberLookup
        struct Offer {
            var tier: Tier
            var terms: Terms
            subscript<T>(dynamicMember keyPath: KeyPath<Tier, T>) -> T { tier[keyPath: keyPath] }
            subscript<T>(dynamicMember keyPath: KeyPath<Terms, T>) -> T { terms[keyPath: keyPath] }
        }

        let offer = Offer(tier: Tier(name: "Gold", price: 5), terms: Terms(months: 12, name: "Year"))

        """

    /// swiftc: "ambiguous use of 'subscript(dynamicMember:)'" where both roots have the name.
    @Test func aNameBothRootsHaveIsAmbiguous() {
        let (_, diagnostics) = load(offer + "let name = offer.name\n")
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "ambiguous use of 'subscript(dynamicMember:)'" })
    }

    @Test func aNameNoRootHasIsNoMember() {
        let (_, diagnostics) = load(offer + "let count = offer.count\n")
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "value of type 'Offer' has no member 'count'" })
    }

    /// Without the attribute the subscript is an ordinary one: `offer.price` is no member.
    @Test func theSubscriptAloneLooksNothingUp() {
        let (_, diagnostics) = load(offer.replacingOccurrences(of: "@dynamicMemberLookup\n", with: "") + "let price = offer.price\n")
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "value of type 'Offer' has no member 'price'" })
    }

    /// StoreKit's `Product` may have any member: the property reading one through it is left
    /// out for StoreKit, as a read of the product's own member is.
    @Test func aMemberOfAnUnsimulatedRootIsLeftOutForItsModule() throws {
        let (program, diagnostics) = load("""
            import SwiftUI
            import StoreKit

            @dynamicMemberLookup
            struct Subscription {
                let product: Product
                subscript<T>(dynamicMember keyPath: KeyPath<Product, T>) -> T { product[keyPath: keyPath] }
            }

            struct Plans: View {
                let plans: [Subscription] = []
                @State private var shown = "none"
                var body: some View {
                    VStack {
                        Button("Group") { shown = group ?? "none" }.id("group")
                        Button("Count") { shown = "\\(plans.count)" }.id("count")
                    }
                }
                private var group: String? { plans.first?.subscriptionGroupID }
            }

            """)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        let scene = try program.makeScene("Plans")
        do {
            try scene.tap(.string("group"))
            Issue.record("running the left-out property did not stop")
        } catch let failure as Diagnostic {
            #expect(failure.message == "'group' uses 'Product' from StoreKit, which scrollwork does not simulate")
        }
        try scene.tap(.string("count"))
        #expect(scene.stateValue("shown").flatMap { if case .string(let text) = $0 { return text }; return nil } == "0")
    }
}
