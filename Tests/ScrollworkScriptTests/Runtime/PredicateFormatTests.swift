import Testing
import ScrollworkCore
import ScrollworkFrontEnd
@testable import ScrollworkScript

/// `NSPredicate(format:)` as Foundation's Predicate Programming Guide defines the format:
/// comparisons, string operators with `[c]` (case) and `[d]` (diacritics), `LIKE` wildcards,
/// `IN`, `BETWEEN`, aggregate quantifiers, `AND`/`OR`/`NOT` by precedence, and `%@`/`%K`
/// arguments; evaluated with `evaluate(with:)` on objects of the app's classes.
struct PredicateFormatTests {
    private static let declarations = """
        import Foundation

        final class Plant {
            var name: String
            var height: Int
            var tags: [String]
            var owner: Gardener?
            init(name: String, height: Int, tags: [String] = [], owner: Gardener? = nil) {
                (self.name, self.height, self.tags, self.owner) = (name, height, tags, owner)
            }
        }

        final class Gardener {
            var name: String
            init(name: String) { self.name = name }
        }

        let fern = Plant(name: "Fern", height: 30, tags: ["shade", "indoor"], owner: Gardener(name: "Ada"))
        let cafe = Plant(name: "Café Rose", height: 120, tags: ["sun"])

        func kept(_ predicate: NSPredicate) -> [Bool] {
            [predicate.evaluate(with: fern), predicate.evaluate(with: cafe)]
        }
        """

    private func kept(_ predicate: String) throws -> ScriptValue {
        let program = try loadProgram(Self.declarations)
        return try program.evaluate("kept(\(predicate))", bindings: FakeSession())
    }

    @Test(arguments: [
        (#"NSPredicate(format: "name == %@", "Fern")"#, [true, false]),
        (#"NSPredicate(format: "name = 'fern'")"#, [false, false]),
        (#"NSPredicate(format: "name ==[c] 'fern'")"#, [true, false]),
        (#"NSPredicate(format: "height > %d", 50)"#, [false, true]),
        (#"NSPredicate(format: "height <= 30 AND name BEGINSWITH 'F'")"#, [true, false]),
        (#"NSPredicate(format: "%K CONTAINS[cd] %@", "name", "cafe")"#, [false, true]),
        (#"NSPredicate(format: "name ENDSWITH 'Rose' OR height < 10")"#, [false, true]),
        (#"NSPredicate(format: "NOT (name LIKE 'F*')")"#, [false, true]),
        (#"NSPredicate(format: "name LIKE[c] 'f?rn'")"#, [true, false]),
        // MATCHES: the whole text matches the regular expression (ICU's syntax).
        (#"NSPredicate(format: "name MATCHES 'F.*'")"#, [true, false]),
        (#"NSPredicate(format: "name MATCHES 'Fe'")"#, [false, false]),
        (#"NSPredicate(format: "name MATCHES[c] 'fern|moss'")"#, [true, false]),
        (#"NSPredicate(format: "name MATCHES[cd] %@", "cafe [a-z]+")"#, [false, true]),
        (#"NSPredicate(format: "height BETWEEN {20, 40}")"#, [true, false]),
        (#"NSPredicate(format: "name IN %@", ["Fern", "Moss"])"#, [true, false]),
        (#"NSPredicate(format: "ANY tags == 'sun'")"#, [false, true]),
        (#"NSPredicate(format: "tags.@count == 2")"#, [true, false]),
        (#"NSPredicate(format: "owner.name == 'Ada'")"#, [true, false]),
        (#"NSPredicate(format: "owner == nil")"#, [false, true]),
        (#"NSPredicate(format: "height > 10 AND height < 100 OR name == 'Café Rose'")"#, [true, true]),
        (#"NSPredicate(format: "name LIKE '*e*'")"#, [true, true]),
        (#"NSPredicate(format: "name LIKE '*o?e'")"#, [false, true]),
        (#"NSPredicate(format: "TRUEPREDICATE")"#, [true, true]),
        (#"NSPredicate(value: false)"#, [false, false]),
        (#"NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "height > 10"), NSPredicate(format: "height < 100")])"#, [true, false]),
        (#"NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: "name == 'Fern'"), NSPredicate(format: "height > 100")])"#, [true, true]),
        (#"NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "name == 'Fern'"))"#, [false, true]),
    ])
    func aPredicateKeepsWhatTheFormatSays(_ predicate: String, _ expected: [Bool]) throws {
        #expect(try kept(predicate) == .array(expected.map(ScriptValue.bool)), "\(predicate)")
    }

    /// A format Foundation cannot read raises when the predicate is made; here, an error
    /// naming where in the format, and a key the object lacks is one when it is evaluated.
    @Test func aFormatItCannotReadIsAnErrorNamingWhere() throws {
        let program = try loadProgram(Self.declarations)
        for (format, fragment) in [("name ==", "expected a value at offset 7"), ("name ~ 'x'", "unexpected '~' at offset 5"),
                                   ("name == %@", "too few arguments"), ("colour == 'red'", "keypath colour not found in entity Plant"),
                                   ("name MATCHES '(a+)+'", "its matching time has no bound"),
                                   ("height BETWEEN {1}", "BETWEEN needs two bounds")] {
            let message = errorMessage { _ = try program.evaluate("kept(NSPredicate(format: \"\(format)\"))", bindings: FakeSession()) }
            #expect(message?.contains(fragment) == true, "\(format): \(message ?? "no error")")
        }
    }
}
