import Testing
@testable import ScrollworkScript

/// `<` on a framework enum's values: `DynamicTypeSize` is `Comparable` on iOS, its cases in
/// declaration order (xSmall … xxxLarge, then accessibility1 … 5); `ControlSize` and `Edge`
/// are not, and swiftc rejects the comparison.
@Test func aComparableFrameworkEnumComparesInItsCasesOrder() throws {
    let program = try loadProgram("""
    import SwiftUI
    func run() -> String {
        let size: DynamicTypeSize = .large
        let checks = [size < .accessibility1, DynamicTypeSize.xSmall > .small, size <= .large, DynamicTypeSize.xxxLarge >= .accessibility5]
        return checks.map { $0 ? "y" : "n" }.joined()
    }
    """)
    #expect(try program.evaluate("run()", bindings: FakeSession()) == .string("ynyn"))
}

@Test(arguments: [
    ("let small: ControlSize = .small\nlet wider = small < .large", "binary operator '<' cannot be applied to two 'ControlSize' operands"),
    ("let bigger = Edge.top >= Edge.bottom", "binary operator '>=' cannot be applied to two 'Edge' operands"),
])
func aFrameworkEnumThatIsNotComparableIsAnErrorAsInSwift(source: String, message: String) {
    #expect(errorMessage { _ = try loadProgram("import SwiftUI\n" + source) } == message)
}

/// `ContentSizeCategory`, the older text size type, is `Comparable` too, and the environment's
/// `sizeCategory` is `.large`, an iPhone's default (as `dynamicTypeSize` is).
@Test func theContentSizeCategoryComparesInItsCasesOrder() throws {
    let (_, scene) = try makeScene("""
    import SwiftUI
    struct Sized: View {
        @Environment(\\.sizeCategory) var sizeCategory
        @State private var summary = ""
        var body: some View {
            Text(summary).onAppear {
                let checks = [sizeCategory > .large, sizeCategory >= .large, sizeCategory < .accessibilityMedium,
                              sizeCategory.isAccessibilityCategory, ContentSizeCategory.accessibilityLarge.isAccessibilityCategory]
                summary = checks.map { $0 ? "y" : "n" }.joined()
            }
        }
    }
    """, "Sized")
    #expect(scene.stateValue("summary") == .string("nyyny"))
}
