import SwiftUI

/// How an app's networking layer is set up before any request: a configured session, a
/// query escaped for a URL, a check for a test run, and a localized bundle looked up by path.
struct RequestSetup: View {
    @State private var query = ""
    @State private var path = ""
    @State private var timeouts = ""
    @State private var connections = 0
    @State private var underTests = true
    @State private var arguments = 0
    @State private var greeting = ""
    @State private var escapes = ""
    @State private var decoded = ""
    @State private var process = ""
    @State private var ephemeralCellular = false
    @State private var headers = 0
    @State private var cached = ""
    @State private var described = false
    @State private var sessionTimeouts = ""
    @State private var policies = ""

    var body: some View {
        List {
            Text(query)
            Text(timeouts)
        }
        .onAppear {
            query = "São Paulo & Rio?x=1#f".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "none"
            path = "a b/c".addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "none"
            let configuration = URLSessionConfiguration.default
            configuration.timeoutIntervalForRequest = 30
            configuration.requestCachePolicy = .returnCacheDataElseLoad
            configuration.urlCache = .shared
            let session = URLSession(configuration: configuration)
            // A session's configuration is a copy: changing it changes neither the session nor the original.
            let copy = session.configuration
            copy.timeoutIntervalForRequest = 5
            sessionTimeouts = "\(session.configuration.timeoutIntervalForRequest) \(URLSession.shared.configuration.timeoutIntervalForRequest)"
            timeouts = "\(configuration.timeoutIntervalForRequest) \(configuration.timeoutIntervalForResource)"
            connections = configuration.httpMaximumConnectionsPerHost
            underTests = ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
            arguments = ProcessInfo.processInfo.arguments.count
            let parts: [CharacterSet] = [.urlHostAllowed, .urlFragmentAllowed, .urlUserAllowed, .urlPasswordAllowed]
            escapes = parts.map { "a:b@c/d?e#f".addingPercentEncoding(withAllowedCharacters: $0) ?? "none" }.joined(separator: " ")
            decoded = "S%C3%A3o%20Paulo".removingPercentEncoding ?? "none"
            process = ProcessInfo.processInfo.processName
            let ephemeral = URLSessionConfiguration.ephemeral
            ephemeral.httpAdditionalHeaders = ["Accept": "application/json"]
            ephemeralCellular = ephemeral.allowsCellularAccess && !ephemeral.waitsForConnectivity
            headers = ephemeral.httpAdditionalHeaders?.count ?? 0
            let request = URLRequest(url: URL(string: "https://example.com/cover.png")!, cachePolicy: .returnCacheDataElseLoad,
                                     timeoutInterval: 60)
            // A request keeps the cache policy it is made with or given (Foundation's default
            // otherwise); a session made with no delegate has the configuration's settings.
            var reload = request
            reload.cachePolicy = .reloadIgnoringLocalCacheData
            let delegated = URLSession(configuration: configuration, delegate: nil, delegateQueue: OperationQueue.main)
            policies = "\(request.cachePolicy == .returnCacheDataElseLoad) \(reload.cachePolicy == .reloadIgnoringLocalCacheData) "
                + "\(URLRequest(url: request.url!).cachePolicy == .useProtocolCachePolicy) \(delegated.configuration.timeoutIntervalForRequest)"
            let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
            let made = CachedURLResponse(response: response, data: Data([1, 2, 3]))
            URLCache.shared.removeCachedResponse(for: request)
            URLCache.shared.removeAllCachedResponses()
            let usage = URLCache.shared.currentMemoryUsage + URLCache.shared.currentDiskUsage
            let status = (made.response as? HTTPURLResponse)?.statusCode ?? 0
            cached = "\(URLCache.shared.cachedResponse(for: request)?.data == nil) \(usage) \(made.data.count) \(status)"
            described = response.description.contains("{ URL: https://example.com/cover.png }")
                && response.description.contains("Status Code: 200")
            if let bundlePath = Bundle.main.path(forResource: "fr", ofType: "lproj"), let bundle = Bundle(path: bundlePath) {
                greeting = bundle.localizedString(forKey: "Hello", value: nil, table: nil)
            } else {
                greeting = NSLocalizedString("Hello", comment: "")
            }
        }
    }
}

#Preview("Setup") { RequestSetup() }
