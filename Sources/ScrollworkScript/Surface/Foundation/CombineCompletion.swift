import ScrollworkFrontEnd

/// Who hears a publisher: each value, then, at most once, how the publisher ended (a
/// `Subscribers.Completion` value: `.finished` or `.failure(error)`).
struct CombineSubscriber {
    let receive: Callable
    let completion: Callable?

    init(_ receive: Callable, completion: Callable? = nil) { (self.receive, self.completion) = (receive, completion) }

    func complete(_ ending: Value, in context: ScriptContext?) throws {
        _ = try completion?.call([ending], in: context)
    }
}

/// `Subscribers.Completion`: an enum of two cases, matched as a script's own enum is
/// (`case .failure(let error)`), whose values the publishers that end make.
enum CombineCompletion {
    static let type: StructType = {
        let type = StructType(name: "Subscribers.Completion", isBuiltin: true)
        type.kind = .enumeration
        _ = type.addCase(EnumCaseInfo(name: "finished"))
        var failure = EnumCaseInfo(name: "failure")
        failure.labels = [nil]
        failure.types = [.unknown]
        failure.defaults = [nil]
        _ = type.addCase(failure)
        return type
    }()

    static let finished = Value.enumCase(RecordType(type), 0, [])

    static func failure(_ error: Value) -> Value { .enumCase(RecordType(type), 1, [error]) }

    /// The error of a `.failure`, or nil for `.finished`.
    static func error(of ending: Value) -> Value? {
        guard case .enumCase(let record, 1, let payload) = ending, record === type, payload.count == 1 else { return nil }
        return payload[0]
    }

    /// What a publisher of a standard `Result` sends: a success's value then `.finished`, or
    /// nothing then the failure; nil for a value that is not a Result.
    static func outcome(ofResult result: Value) -> (values: [Value], ending: Value)? {
        guard case .enumCase(let type, let index, let payload) = result, type.name == "Result", payload.count == 1,
              index < type.type.cases.count else { return nil }
        switch type.type.cases[index].name {
        case "success": return (payload, finished)
        case "failure": return ([], failure(payload[0]))
        default: return nil
        }
    }

    /// The error a script or a framework call threw, as a value; nil for any other failure
    /// (a runtime error of the script, which stops it as it would have anyway).
    static func thrown(_ error: Error) -> Value? {
        if let diagnostic = error as? Diagnostic { return diagnostic.thrown?.value as? Value }
        if let failure = error as? ThrowableFailure { return failure.thrownValue }
        return nil
    }
}
