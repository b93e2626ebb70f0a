import Foundation
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

    /// Declarations are read as bytes and trimmed without Foundation (both were most of the
    /// surface's build): the name is still the word after the keyword, without backticks, and
    /// the trimming still that of `trimmingCharacters(in: .whitespaces)`, newlines kept.
    @Test func namesAndTrimmingReadDeclarationsAsWritten() {
        #expect(SurfaceBuilder.name(of: "static var `default`: Self { get }") == "default")
        #expect(SurfaceBuilder.name(of: "func map<T>(_ transform: (Element) -> T) -> [T]") == "map")
        #expect(SurfaceBuilder.name(of: "mutating func formUnion(_ other: Self)") == "formUnion")
        #expect(SurfaceBuilder.name(of: "init(x: Double, y: Double)") == "init")
        #expect(SurfaceBuilder.name(of: "case leading") == "leading")
        for text in ["  a b\t", "\u{3000}x\u{00A0}", "\n x \n", "", " \t ", "caf\u{E9} ", "\t{ get set }"] {
            #expect(String(text.trimmingSpaces) == text.trimmingCharacters(in: .whitespaces))
        }
    }
}
