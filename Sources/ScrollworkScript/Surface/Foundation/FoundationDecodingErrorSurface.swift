import Foundation

/// `DecodingError`'s cases as an app throws and catches them: made from a
/// `DecodingError.Context` (`throw DecodingError.dataCorrupted(.init(codingPath:debugDescription:))`)
/// and taken apart by a case pattern (`catch DecodingError.keyNotFound(let key, let context)`).
enum FoundationDecodingErrorSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("DecodingError.Context", doc: "Where a decoding error is and what it says.") { t in
            t.initializer("init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil)",
                          doc: "A context at that path, with the error beneath it, if any.") { a in
                guard case .array(let keys) = a[0], case .string(let text) = a[1] else {
                    throw RuntimeFailure(RuntimeMessages.typeMismatch("DecodingError.Context", a[0]))
                }
                return .host(CodingContextValue(path: try keys.map { try CodingKeyValues.string(of: $0, in: a.context) }, debugDescription: text,
                                                underlyingError: a[2]))
            }
            t.property("var underlyingError: Error? { get }",
                       doc: "The error beneath it: the one a context was made with; none for the decoders' own, as Foundation on Linux gives.") { r in
                try context(r).underlyingError
            }
            t.property("var codingPath: [CodingKey] { get }", doc: "The keys and indices that lead to the error.") { r in
                FoundationDecodingContainersSurface.codingPath(try context(r).path)
            }
            t.property("var debugDescription: String { get }", doc: "What went wrong.") { r in .string(try context(r).debugDescription) }
        }
        surface.extend("DecodingError") { t in
            t.staticFunction("static func dataCorrupted(_ context: DecodingError.Context) -> DecodingError",
                             doc: "Data that does not hold what was expected.") { a in
                let made = try context(a[0])
                return .host(CodingErrorValue(.dataCorrupted(detail: made.debugDescription), path: made.path, underlyingError: made.underlyingError))
            }
            t.staticFunction("static func keyNotFound(_ key: CodingKey, _ context: DecodingError.Context) -> DecodingError",
                             doc: "A key that is missing.") { a in
                let made = try context(a[1])
                return .host(CodingErrorValue(.keyNotFound(key: try CodingKeyValues.string(of: a[0], in: a.context), detail: made.debugDescription),
                                              path: made.path, underlyingError: made.underlyingError))
            }
            t.staticFunction("static func typeMismatch(_ type: Any.Type, _ context: DecodingError.Context) -> DecodingError",
                             doc: "A value of another type than expected.") { a in
                let made = try context(a[1])
                return .host(CodingErrorValue(.typeMismatch(type: Value.describe(a[0]), detail: made.debugDescription), path: made.path,
                                              underlyingError: made.underlyingError))
            }
            t.staticFunction("static func valueNotFound(_ type: Any.Type, _ context: DecodingError.Context) -> DecodingError",
                             doc: "A null where a value was expected.") { a in
                let made = try context(a[1])
                return .host(CodingErrorValue(.valueNotFound(type: Value.describe(a[0]), detail: made.debugDescription), path: made.path,
                                              underlyingError: made.underlyingError))
            }
        }
    }

    private static func context(_ value: Value) throws -> CodingContextValue {
        try ValueReaders.host(value, CodingContextValue.self, "DecodingError.Context")
    }
}
