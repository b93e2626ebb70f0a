import ScrollworkFrontEnd

/// `T.self` in a generic function whose call fixed no `T` (`func fetch<T: Decodable>(…) ->
/// AnyPublisher<T, Error>` called where nothing says what it publishes). Reading it is no error
/// yet: a pipeline that builds `decode(type: T.self, …)` and never gets a value (a request that
/// fails offline) runs as it would with `T` known. Decoding with it is the located error.
final class UnboundGenericParameter: HostValue {
    let name: String
    let range: SourceRange

    init(name: String, range: SourceRange) { (self.name, self.range) = (name, range) }

    var typeName: String { name }
    var valueDescription: String { name }
    var equalityKey: String { "unbound generic " + name }

    var message: String {
        "generic parameter '\(name)' could not be inferred at this call: give its result a type (let items: [Item] = …) or pass the type"
    }

    /// The error of using `value` as a type, when it is an unbound parameter.
    static func check(_ value: Value) throws {
        if case .host(let unbound as UnboundGenericParameter) = value { throw Diagnostic.error(unbound.message, at: unbound.range) }
    }
}
