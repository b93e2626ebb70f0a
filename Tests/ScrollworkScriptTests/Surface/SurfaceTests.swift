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

    /// A closure can go to a function-typed parameter or a generic one (`Element` may be a
    /// function type), not to a concrete type such as `CGPoint`.
    @Test func closureParametersAreKnownFromTheirTypes() throws {
        let surface = Surface.standard
        let containsWhere = try #require(surface.members(of: "Array", named: "contains").first { $0.signature.parameters[0].label == "where" })
        #expect(containsWhere.signature.parameters[0].shape.acceptsClosure)
        let append = try #require(surface.members(of: "Array", named: "append").first)
        #expect(append.signature.parameters[0].shape.acceptsClosure)
        let rectContains = surface.members(of: "CGRect", named: "contains")
        #expect(rectContains.map { $0.signature.parameters[0].shape.acceptsClosure } == [false, false])
    }
}
