import Testing
@testable import ScrollworkScript

/// The standard surface as declared: every declaration parses, names are where they belong.
@Suite struct SurfaceTests {
    @Test func everyDeclarationParses() {
        #expect(Surface.standard.problems == [])
        #expect(Surface.standard.allEntries.count > 50)
    }

    @Test func signaturesKeepLabelsDefaultsAndVariadics() throws {
        let max = try #require(Surface.standard.overloads(.global, "max").first)
        #expect(max.signature.parameters.map(\.label) == [nil, nil, nil])
        #expect(max.signature.parameters.map(\.isVariadic) == [false, false, true])
        let offsetBy = try #require(Surface.standard.members(of: "CGRect", named: "offsetBy").first)
        #expect(offsetBy.qualifiedName == "CGRect.offsetBy(dx:dy:)")
        let print = try #require(Surface.standard.overloads(.global, "print").first)
        #expect(print.signature.parameters.map(\.label) == [nil, "separator", "terminator"])
        #expect(print.signature.parameters[1].defaultValue != nil)
    }

    @Test func membersComeFromTheTypeThenItsProtocols() {
        let surface = Surface.standard
        #expect(surface.lineage(of: "Array") == ["Array", "Sequence", "Equatable"])
        #expect(surface.members(of: "Array", named: "map").count == 1)
        #expect(surface.members(of: "Range", named: "contains").first?.owner == .instance("Range"))
    }

    @Test func closureParametersAreKnownFromTheirTypes() throws {
        let contains = Surface.standard.members(of: "Array", named: "contains")
        #expect(contains.map { $0.signature.parameters[0].shape.acceptsClosure }.sorted { !$0 && $1 } == [false, true])
    }
}
