import Foundation

/// Foundation's `CharacterSet`, as apps trim, test and escape strings with it
/// (`hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`): Foundation's own sets.
enum FoundationCharacterSetSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("CharacterSet", conformsTo: ["Hashable"], doc: "A set of Unicode scalars, to trim or test them.") { t in
            for (name, set, doc) in named {
                t.constant("static var \(name): CharacterSet { get }", doc: doc, .host(CharacterSetValue(set, spelled: "." + name)))
            }
            for (name, part, punctuation) in urlAllowed {
                t.constant("static var \(name): CharacterSet { get }", doc: "The characters a URL's \(part) may hold unescaped.",
                           .host(CharacterSetValue(CharacterSet(charactersIn: urlAlphanumerics + punctuation), spelled: "." + name)))
            }
            t.initializer("init(charactersIn string: String)", doc: "The set of the string's Unicode scalars.") { a in
                made(charactersIn: try ValueReaders.string(a[0], "charactersIn"))
            }
            t.initializer("init<S: Sequence>(_ elements: S) where S.Element == Unicode.Scalar", doc: "The set of these Unicode scalars.") { a in
                let scalars = try Sequences.elements(a[0], in: a.context).map { element -> String in
                    let text = try ValueReaders.string(element, "element")
                    guard text.unicodeScalars.count == 1 else { throw RuntimeFailure("a CharacterSet holds Unicode scalars, not \"\(text)\"") }
                    return text
                }
                return made(charactersIn: scalars.joined())
            }
            t.property("var inverted: CharacterSet { get }", doc: "Every scalar not in the set.") { r in
                let own = try value(r)
                return .host(CharacterSetValue(own.set.inverted, spelled: own.spelled + ".inverted"))
            }
            t.method("func union(_ other: CharacterSet) -> CharacterSet", doc: "The scalars in either set.") { r, a in
                let own = try value(r), other = try value(a[0])
                return .host(CharacterSetValue(own.set.union(other.set), spelled: "\(own.spelled).union(\(other.spelled))"))
            }
            t.method("func isSuperset(of other: CharacterSet) -> Bool", doc: "Whether every scalar of the other set is in this one.") { r, a in
                .bool(try value(r).set.isSuperset(of: try value(a[0]).set))
            }
            t.method("func isSubset(of other: CharacterSet) -> Bool", doc: "Whether every scalar of this set is in the other.") { r, a in
                .bool(try value(r).set.isSubset(of: try value(a[0]).set))
            }
            t.method("func contains(_ member: Unicode.Scalar) -> Bool", doc: "Whether the scalar is in the set.") { r, a in
                let text = try ValueReaders.string(a[0], "member")
                guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                    throw RuntimeFailure("CharacterSet.contains(_:) takes one Unicode scalar, not \"\(text)\"")
                }
                return .bool(try value(r).set.contains(scalar))
            }
        }
    }

    /// The set a `CharacterSet` value holds.
    static func characterSet(_ value: Value) throws -> CharacterSet { try Self.value(value).set }


    /// The set of a string's Unicode scalars, spelled as it was made.
    private static func made(charactersIn characters: String) -> Value {
        .host(CharacterSetValue(CharacterSet(charactersIn: characters),
                                spelled: "CharacterSet(charactersIn: \(Value.describe(.string(characters), as: .string)))"))
    }
    private static func value(_ value: Value) throws -> CharacterSetValue {
        guard case .host(let set as CharacterSetValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("CharacterSet", value)) }
        return set
    }

    private static let named: [(name: String, set: CharacterSet, doc: String)] = [
        ("whitespaces", .whitespaces, "Spaces and tabs."), ("whitespacesAndNewlines", .whitespacesAndNewlines, "Spaces, tabs and line breaks."),
        ("newlines", .newlines, "Line breaks."), ("alphanumerics", .alphanumerics, "Letters, marks and digits."),
        ("letters", .letters, "Letters and marks."), ("decimalDigits", .decimalDigits, "Decimal digits, in every script."),
        ("punctuationCharacters", .punctuationCharacters, "Punctuation."), ("symbols", .symbols, "Symbols: currency, maths, emoji."),
        ("lowercaseLetters", .lowercaseLetters, "Lowercase letters."), ("uppercaseLetters", .uppercaseLetters, "Uppercase letters."),
        ("capitalizedLetters", .capitalizedLetters, "Title-case letters."), ("controlCharacters", .controlCharacters, "Control characters."),
        ("nonBaseCharacters", .nonBaseCharacters, "Combining marks."),
    ]

    private static let urlAlphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

    /// Apple's sets of what each part of a URL may hold unescaped: ASCII letters, digits and
    /// this punctuation (Foundation on Linux escapes a host's ':', '[' and ']'; iOS does not).
    private static let urlAllowed: [(name: String, part: String, punctuation: String)] = [
        ("urlQueryAllowed", "query", "!$&'()*+,-./:;=?@_~"), ("urlFragmentAllowed", "fragment", "!$&'()*+,-./:;=?@_~"),
        ("urlPathAllowed", "path", "!$&'()*+,-./:=@_~"), ("urlHostAllowed", "host", "!$&'()*+,-.:;=[]_~"),
        ("urlUserAllowed", "user name", "!$&'()*+,-.;=_~"), ("urlPasswordAllowed", "password", "!$&'()*+,-.;=_~"),
    ]
}

/// A `CharacterSet` as a script value: Foundation's set, with how Swift would write it. Two
/// are equal when they hold the same scalars, as Foundation's are, however they were made.
final class CharacterSetValue: HostValue {
    let set: CharacterSet
    let spelled: String
    init(_ set: CharacterSet, spelled: String) {
        self.set = set
        self.spelled = spelled
    }
    var typeName: String { "CharacterSet" }
    var valueDescription: String { "<CharacterSet \(spelled)>" }
    /// The set's bitmap, read only when two sets are compared or one is hashed.
    private(set) lazy var equalityKey: String = set.bitmapRepresentation.base64EncodedString()
}
