/// `NSMutableAttributedString`'s edits: characters appended, inserted, replaced and deleted, and
/// attributes added, set and removed over NSRanges, each changing the string in place.
enum NSAttributedStringEditing {
    private typealias Surface = FoundationNSAttributedStringSurface

    static func register(_ t: inout SurfaceTypeBuilder) {
        characters(&t)
        t.method("func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange)",
                 doc: "Gives the characters of range the attribute, keeping their others.") { r, a in
            let string = try mutable(r), name = try Surface.key(a[0]), value = StateBox.unwrap(a[1])
            string.changeAttributes(in: try Surface.range(a[2], in: string)) { $0[name] = value }
            return .none
        }
        t.method("func addAttributes(_ attrs: [NSAttributedString.Key: Any] = [:], range: NSRange)",
                 doc: "Gives the characters of range the attributes, keeping their others.") { r, a in
            let string = try mutable(r), added = try Surface.attributes(a[0])
            string.changeAttributes(in: try Surface.range(a[1], in: string)) { $0.merge(added) { _, new in new } }
            return .none
        }
        t.method("func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange)",
                 doc: "Gives the characters of range exactly these attributes.") { r, a in
            let string = try mutable(r), attributes = try Surface.attributes(a[0])
            string.changeAttributes(in: try Surface.range(a[1], in: string)) { $0 = attributes }
            return .none
        }
        t.method("func removeAttribute(_ name: NSAttributedString.Key, range: NSRange)",
                 doc: "Takes the attribute off the characters of range.") { r, a in
            let string = try mutable(r), name = try Surface.key(a[0])
            string.changeAttributes(in: try Surface.range(a[1], in: string)) { $0[name] = nil }
            return .none
        }
    }

    private static func characters(_ t: inout SurfaceTypeBuilder) {
        t.method("func append(_ attrString: NSAttributedString)", doc: "Adds the other string, with its attributes, at the end.") { r, a in
            let string = try mutable(r)
            string.replace(string.length..<string.length, with: try NSAttributedStringValue.read(a[0]).copy(isMutable: false))
            return .none
        }
        t.method("func insert(_ attrString: NSAttributedString, at loc: Int)", doc: "Puts the other string, with its attributes, at loc.") { r, a in
            let string = try mutable(r), other = try NSAttributedStringValue.read(a[0]).copy(isMutable: false)
            let location = try Surface.range(.host(NSRangeValue(location: try ValueReaders.int(a[1], "at"), length: 0)), in: string)
            string.replace(location, with: other)
            return .none
        }
        t.method("func replaceCharacters(in range: NSRange, with str: String)",
                 doc: "Puts the text in place of range, with the attributes of the first character replaced.") { r, a in
            let string = try mutable(r)
            string.replace(try Surface.range(a[0], in: string), with: try ValueReaders.string(a[1], "with"))
            return .none
        }
        t.method("func replaceCharacters(in range: NSRange, with attrString: NSAttributedString)",
                 doc: "Puts the other string, with its attributes, in place of range.") { r, a in
            let string = try mutable(r), other = try NSAttributedStringValue.read(a[1]).copy(isMutable: false)
            string.replace(try Surface.range(a[0], in: string), with: other)
            return .none
        }
        t.method("func deleteCharacters(in range: NSRange)", doc: "Removes the characters of range.") { r, a in
            let string = try mutable(r)
            string.replace(try Surface.range(a[0], in: string), with: "")
            return .none
        }
        t.method("func setAttributedString(_ attrString: NSAttributedString)", doc: "Replaces all of it with the other string.") { r, a in
            let string = try mutable(r), other = try NSAttributedStringValue.read(a[0]).copy(isMutable: false)
            string.replace(0..<string.length, with: other)
            return .none
        }
    }

    private static func mutable(_ value: Value) throws -> NSAttributedStringValue {
        let string = try NSAttributedStringValue.read(value)
        guard string.isMutable else { throw RuntimeFailure(RuntimeMessages.typeMismatch("NSMutableAttributedString", value)) }
        return string
    }
}
