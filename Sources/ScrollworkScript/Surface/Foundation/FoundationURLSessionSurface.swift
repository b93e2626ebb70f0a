import Foundation

/// `URLRequest`, `URLSession` and `URLError`: what an app's networking code calls. Scripts have
/// no network (they are sandboxed), so every request fails as it does on a device that is
/// offline: `data(from:)`, `data(for:)` and `upload(for:from:)` throw
/// `URLError(.notConnectedToInternet)` with the description iOS gives it, the app's own
/// offline path runs, and each call gets a located warning that networking is not simulated.
/// A task's `delegate` is kept out of it: no byte is sent, so it has no progress to hear of.
/// `dataTask(with:completionHandler:)` makes a task that, once resumed, calls its handler with
/// no data, no response and that error, after the code that resumed it, as iOS calls it later
/// on the session's queue.
enum FoundationURLSessionSurface: SurfaceProvider {
    static let offline = "networking is not simulated: scrollwork has no network, so this request throws "
        + "URLError(.notConnectedToInternet), as on a device that is offline"

    static func register(in surface: inout SurfaceBuilder) {
        surface.type("URLSession", .class, doc: "Loads URLs; here every request fails as offline.") { t in
            t.staticProperty("class var shared: URLSession { get }", doc: "The shared session.") { .host(URLSessionObject()) }
            t.method("func data(from url: URL, delegate: URLSessionTaskDelegate? = nil) async throws -> (Data, URLResponse)", doc: "Throws URLError(.notConnectedToInternet).",
                     caveat: offline) { _, a in throw offlineFailure(url: a[0]) }
            t.method("func data(for request: URLRequest, delegate: URLSessionTaskDelegate? = nil) async throws -> (Data, URLResponse)", doc: "Throws URLError(.notConnectedToInternet).",
                     caveat: offline) { _, a in throw offlineFailure(url: try URLRequestValue.read(a[0]).url) }
            for request in ["url: URL", "request: URLRequest"] {
                t.method("func dataTask(with \(request), completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask",
                         doc: "A task that, once resumed, hands its handler URLError(.notConnectedToInternet).", caveat: offline) { _, a in
                    let url = request.hasPrefix("url") ? a[0] : try URLRequestValue.read(a[0]).url
                    return .host(URLSessionDataTaskObject(url: url, handler: try ValueReaders.closure(a[1], "completionHandler")))
                }
            }
            t.method("func upload(for request: URLRequest, from bodyData: Data, delegate: URLSessionTaskDelegate? = nil) async throws -> (Data, URLResponse)",
                     doc: "Throws URLError(.notConnectedToInternet).", caveat: offline) { _, a in
                throw offlineFailure(url: try URLRequestValue.read(a[0]).url)
            }
        }
        // A task's delegate hears of its progress; a request that fails at once has none to report.
        surface.type("URLSessionDelegate", .protocol, doc: "Hears of a session's events; never called here, as no request is sent.")
        surface.type("URLSessionTaskDelegate", .protocol, conformsTo: ["URLSessionDelegate"],
                     doc: "Hears of a task's progress; never called here, as no request is sent.")
        surface.type("URLSessionTask", .class, doc: "A request's task, as a delegate's methods name it.")
        surface.type("URLSessionDataTask", .class, conformsTo: ["URLSessionTask"], doc: "A request made with a completion handler.") { t in
            t.method("func resume()", role: .interaction, doc: "Starts the task: its handler hears the offline error after the code that resumed it.") { r, a in
                try URLSessionDataTaskObject.read(r).finish(with: offlineFailure(url: try URLSessionDataTaskObject.read(r).url).error, in: a.context)
                return .none
            }
            t.method("func cancel()", role: .interaction, doc: "Cancels the task: its handler hears URLError(.cancelled), unless it has finished.") { r, a in
                let task = try URLSessionDataTaskObject.read(r)
                let code = URLErrorValue.codes.first { $0.name == "cancelled" } ?? (name: "cancelled", number: -999)
                try task.finish(with: URLErrorValue(code: code, description: "cancelled", url: task.url), in: a.context)
                return .none
            }
        }
        HTTPResponseValue.register(in: &surface)
        surface.type("URLError", conformsTo: ["Error", "Equatable"], doc: "Why loading a URL failed.") { t in
            t.initializer("init(_ code: URLError.Code)", doc: "An error with this code and no description of its own.") { a in
                .host(URLErrorValue(code: try URLErrorValue.code(a[0]), description: nil, url: .none))
            }
            // Foundation declares every code on URLError too: `URLError(URLError.badServerResponse)`.
            codeConstants(&t)
            t.property("var code: URLError.Code { get }", doc: "What went wrong.") { .symbol(try URLErrorValue.read($0).code.name) }
            t.property("var errorCode: Int { get }", doc: "The code's number (-1009 offline).") { .int(try URLErrorValue.read($0).code.number) }
            t.property("var failingURL: URL? { get }", doc: "The URL that could not be loaded.") { try URLErrorValue.read($0).url }
            t.property("var localizedDescription: String { get }", doc: "Foundation's sentence for the error.") {
                .string(try URLErrorValue.read($0).localizedDescription)
            }
        }
        surface.type("URLError.Code", conformsTo: ["Equatable", "Hashable"], doc: "A URL loading error's code.") { t in
            codeConstants(&t)
            t.initializer("init(rawValue: Int)", doc: "The code of this number.") { a in
                URLErrorValue.code(number: try ValueReaders.int(a[0], "rawValue"))
            }
            t.property("var rawValue: Int { get }", doc: "The code's number.") { .int(try URLErrorValue.code($0).number) }
        }
    }

    /// Foundation's codes as `URLError.Code` constants, by name.
    private static func codeConstants(_ t: inout SurfaceTypeBuilder) {
        for code in URLErrorValue.codes {
            t.constant("static var \(code.name): URLError.Code { get }", doc: "Code \(code.number).", .symbol(code.name))
        }
    }

    /// What every request throws: the error iOS's URLSession gives when there is no connection.
    static func offlineFailure(url: Value) -> URLFailure {
        let code = URLErrorValue.codes.first { $0.name == "notConnectedToInternet" } ?? (name: "notConnectedToInternet", number: -1009)
        return URLFailure(error: URLErrorValue(code: code, description: "The Internet connection appears to be offline.", url: url))
    }
}

/// `URLSession.shared`, or a session made with a configuration: the settings it was given
/// (`URLSessionConfigurationObject.settings`), copied when it was made, as Foundation copies them.
final class URLSessionObject: HostObject {
    let configuration: [String: Value]
    init(configuration: [String: Value] = [:]) { self.configuration = configuration }
    var typeName: String { "URLSession" }
}

/// A task `dataTask(with:completionHandler:)` made: its handler runs once, when it is resumed
/// (offline) or cancelled, after the code that did so.
final class URLSessionDataTaskObject: HostObject {
    let url: Value
    let handler: Callable
    private var finished = false

    init(url: Value, handler: Callable) { (self.url, self.handler) = (url, handler) }

    func finish(with error: URLErrorValue, in context: ScriptContext?) throws {
        guard !finished else { return }
        finished = true
        let services = try context.requiredServices(), handler = self.handler
        let call = Callable(name: "completionHandler", arity: 0) { _, context in
            try handler.call([.none, .none, .host(error)], in: context)
        }
        // URLSession calls completion handlers on its delegate queue, not the main one.
        try services.schedule.add(.block(call, onMainThread: false), at: services.now)
    }

    var typeName: String { "URLSessionDataTask" }

    static func read(_ value: Value) throws -> URLSessionDataTaskObject {
        guard case .host(let task as URLSessionDataTaskObject) = value else {
            throw RuntimeFailure(RuntimeMessages.typeMismatch("URLSessionDataTask", value))
        }
        return task
    }
}

/// A `URLError` as a script sees it: thrown by a request, caught by `catch`, described as
/// Foundation describes it.
final class URLErrorValue: HostValue, DescribedError {
    typealias Code = (name: String, number: Int)

    /// Foundation's codes, with their numbers.
    static let codes: [Code] = [
        ("unknown", -1), ("cancelled", -999), ("badURL", -1000), ("timedOut", -1001), ("unsupportedURL", -1002),
        ("cannotFindHost", -1003), ("cannotConnectToHost", -1004), ("networkConnectionLost", -1005),
        ("dnsLookupFailed", -1006), ("httpTooManyRedirects", -1007), ("resourceUnavailable", -1008),
        ("notConnectedToInternet", -1009), ("redirectToNonExistentLocation", -1010), ("badServerResponse", -1011),
        ("userCancelledAuthentication", -1012), ("userAuthenticationRequired", -1013), ("zeroByteResource", -1014),
        ("cannotDecodeRawData", -1015), ("cannotDecodeContentData", -1016), ("cannotParseResponse", -1017),
        ("internationalRoamingOff", -1018), ("callIsActive", -1019), ("dataNotAllowed", -1020),
        ("requestBodyStreamExhausted", -1021), ("appTransportSecurityRequiresSecureConnection", -1022),
        ("fileDoesNotExist", -1100), ("fileIsDirectory", -1101), ("noPermissionsToReadFile", -1102),
        ("dataLengthExceedsMaximum", -1103), ("secureConnectionFailed", -1200), ("serverCertificateHasBadDate", -1201),
        ("serverCertificateUntrusted", -1202), ("serverCertificateHasUnknownRoot", -1203),
        ("serverCertificateNotYetValid", -1204), ("clientCertificateRejected", -1205), ("clientCertificateRequired", -1206),
        ("cannotLoadFromNetwork", -2000), ("cannotCreateFile", -3000), ("cannotOpenFile", -3001), ("cannotCloseFile", -3002),
        ("cannotWriteToFile", -3003), ("cannotRemoveFile", -3004), ("cannotMoveFile", -3005),
        ("downloadDecodingFailedMidStream", -3006), ("downloadDecodingFailedToComplete", -3007),
        ("backgroundSessionRequiresSharedContainer", -995), ("backgroundSessionInUseByAnotherProcess", -996),
        ("backgroundSessionWasDisconnected", -997),
    ]

    let code: Code
    /// The description the error carries (`NSLocalizedDescriptionKey`), if any.
    let description: String?
    let url: Value

    init(code: Code, description: String?, url: Value) {
        self.code = code
        self.description = description
        self.url = url
    }

    var typeName: String { "URLError" }
    var memberName: String? { code.name }
    /// As Foundation on Linux prints it.
    var valueDescription: String {
        "Error Domain=NSURLErrorDomain Code=\(code.number) \"(null)\""
            + (description.map { "UserInfo={NSLocalizedDescription=\($0)}" } ?? "")
    }
    var equalityKey: String { "\(code.number)" }
    var bridged: NSErrorValue {
        NSErrorValue(domain: "NSURLErrorDomain", code: code.number,
                     userInfo: description.map { [(NSErrorValue.descriptionKey, .string($0))] } ?? [], sentence: localizedDescription)
    }
    var localizedDescription: String {
        description ?? ErrorDescriptions.foundationSentence(domain: "NSURLErrorDomain", code: code.number)
    }

    static func read(_ value: Value) throws -> URLErrorValue {
        guard case .host(let error as URLErrorValue) = value else { throw RuntimeFailure(RuntimeMessages.typeMismatch("URLError", value)) }
        return error
    }

    /// A code as scripts hold it: the name of one of Foundation's, or the number of another
    /// (`URLError.Code(rawValue: 0)`).
    static func code(_ value: Value) throws -> Code {
        if let symbol = ValueReaders.symbol(value), let number = Int(symbol) { return (symbol, number) }
        return try ValueReaders.entry(value, in: codes, named: { $0.name }, "URLError.Code")
    }

    /// `URLError.Code(rawValue:)`: Foundation's code of that number, or one of the app's own.
    static func code(number: Int) -> Value {
        .symbol(codes.first { $0.number == number }?.name ?? String(number))
    }
}

/// A `URLError` on its way to the script's `catch`.
struct URLFailure: ThrowableFailure {
    let error: URLErrorValue
    var thrownValue: Value { .host(error) }
    var thrownDescription: String { error.valueDescription }
}
