import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// Type names resolve where they are written, from the place each pass hands the lookup: as in
/// Swift's unqualified lookup, the enclosing type's nested types come before the top level's,
/// and a function's generic parameters exist only inside its signature and body.
struct TypeLookupTests {
    static let range = SourceRange(file: 1, at: 0)

    static func named(_ name: String) -> TypeSyntax {
        TypeSyntax(kind: .named(name, genericArguments: []), range: range)
    }

    /// What collecting gives for `struct Row {}` and `struct Feed { struct Row {} }`.
    static func program() -> (declarations: ProgramDeclarations, feed: StructType, row: StructType, nestedRow: StructType) {
        let declarations = ProgramDeclarations()
        let feed = StructType(name: "Feed"), row = StructType(name: "Row"), nestedRow = StructType(name: "Feed.Row")
        nestedRow.outer = feed
        for type in [feed, row, nestedRow] { declarations.types[type.name] = type }
        return (declarations, feed, row, nestedRow)
    }

    @Test func aNameWrittenInsideATypeFindsItsNestedTypeFirst() {
        let program = Self.program()
        let sink = DiagnosticSink()
        let inFeed = TypeLookup(declarations: program.declarations, surface: .standard, sink: sink, nominal: program.feed)
        let atTopLevel = TypeLookup(declarations: program.declarations, surface: .standard, sink: sink, nominal: nil)
        #expect(inFeed.staticType(Self.named("Row")) == .of(program.nestedRow))
        #expect(atTopLevel.staticType(Self.named("Row")) == .of(program.row))
        #expect(sink.diagnostics.isEmpty)
    }

    @Test func aGenericParameterResolvesOnlyWhereTheLookupIsGivenIt() {
        let program = Self.program()
        let sink = DiagnosticSink()
        let parameter = StaticType.generic("Element", constraint: "Identifiable")
        let inSignature = TypeLookup(declarations: program.declarations, surface: .standard, sink: sink, nominal: nil,
                                     generics: ["Element": parameter])
        #expect(inSignature.staticType(Self.named("Element")) == parameter)
        #expect(sink.diagnostics.isEmpty)
        let elsewhere = TypeLookup(declarations: program.declarations, surface: .standard, sink: sink, nominal: nil)
        #expect(elsewhere.staticType(Self.named("Element")) == .unknown)
        #expect(sink.diagnostics.map(\.message) == ["cannot find type 'Element' in scope"])
        #expect(sink.diagnostics.map(\.range) == [Self.range])
    }

    @Test func anUnknownNameIsALocatedErrorWithTheNearestDeclaredName() {
        let program = Self.program()
        let sink = DiagnosticSink()
        let lookup = TypeLookup(declarations: program.declarations, surface: .standard, sink: sink, nominal: nil)
        #expect(lookup.staticType(Self.named("Feeed")) == .unknown)
        #expect(sink.diagnostics.map(\.message) == ["cannot find type 'Feeed' in scope"])
        #expect(sink.diagnostics.first?.hint == "did you mean 'Feed'?")
    }
}
