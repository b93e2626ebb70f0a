import Testing
@testable import ScrollworkScript

/// `scrollwork surface` lists each declared name once, with its kind, as the census script reads it.
@Suite struct SurfaceListingTests {
    static let lines = SurfaceListing.lines()

    @Test(arguments: [
        "modifier\tpadding\tsimulated",           // changes the layout
        "modifier\tbuttonStyle\tsimulated",       // changes a bordered button's size
        "modifier\tmask\tdrawn-only",             // nothing the model observes
        "modifier\tsafeAreaInset\tsimulated",     // lays its view out at the edge
        "modifier\tsheet\tnot-simulated",         // a located warning says what is missing
        "modifier\tfill\tdrawn-only",             // a Shape's modifier counts as one
        "type\tColor\tsurface",
        "type\tLocalizedStringKey\tsurface",      // an alias
        "type\tState\tcompiler",                  // a property wrapper the compiler handles
        "type\tWindowGroup\tcompiler",            // an App's window, read by the loader
        "type\tAny\tcompiler",                    // a standard type the compiler knows
        "type\tSet\tsurface",                     // its members are the surface's
        "member\tbordered\tsurface",
    ])
    func listsNamesWithTheirKind(_ line: String) {
        #expect(Self.lines.contains(line))
    }

    @Test func eachNameOnceAndSorted() {
        for kind in ["modifier", "member"] {
            let names = Self.lines.filter { $0.hasPrefix(kind + "\t") }.map { $0.split(separator: "\t")[1] }
            #expect(names == names.sorted() && Set(names).count == names.count)
        }
        #expect(!Self.lines.contains { $0.hasPrefix("modifier\tinit\t") })
    }
}
