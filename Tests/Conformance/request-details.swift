import SwiftUI

/// What a request and its errors carry, read back as an API client's logging does; the dates
/// of a feed read and written by a formatter. No request reaches a network here.
struct RequestDetails: View {
    @State private var log: [String] = []

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .task { await inspect() }
    }

    func inspect() async {
        var request: URLRequest = URLRequest(url: URL(string: "https://example.com/feed")!)
        request.httpBody = Data("{}".utf8)
        request.timeoutInterval = 15
        request.allHTTPHeaderFields = ["Accept": "application/json"]
        request.addValue("en", forHTTPHeaderField: "Accept-Language")
        let body: Data? = request.httpBody
        let url: URL? = request.url
        let headers: [String: String]? = request.allHTTPHeaderFields
        log.append("\(url?.absoluteString ?? "-") \(body?.count ?? 0) \(request.timeoutInterval) \(headers?.count ?? 0)")
        do {
            let result: (Data, URLResponse) = try await URLSession.shared.data(from: URL(string: "https://example.com/feed")!)
            let response: URLResponse = result.1
            log.append(response.url?.absoluteString ?? "-")
        } catch {
            log.append(error.localizedDescription)
        }
        let timeout: URLError = URLError(.timedOut)
        let code: URLError.Code = timeout.code
        log.append("\(code.rawValue)")
        let wrapped: NSError = NSError(domain: "Feed", code: 7)
        log.append("\(wrapped.domain) \(wrapped.code)")
        var range: NSRange = NSMakeRange(2, 3)
        range.length = 4
        log.append("\(range.lowerBound) \(range.upperBound)")
        let checker = UITextChecker()
        let guesses: [String]? = checker.guesses(forWordRange: range, in: "a mrow", language: "en_US")
        log.append("\(guesses?.count ?? -1)")
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)
        if let dates = try? decoder.decode([Date].self, from: Data("[\"2026-03-01\"]".utf8)), let text = try? encoder.encode(dates) {
            log.append(String(data: text, encoding: .utf8) ?? "-")
        }
        request.setValue("Basic " + Data(("blob" + ":" + "secret").utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        let decoded = Data(base64Encoded: "YmxvYjpzZWNyZXQ=").flatMap { String(data: $0, encoding: .utf8) }
        log.append("\(request.value(forHTTPHeaderField: "Authorization") ?? "-") \(decoded ?? "-") \(Data(base64Encoded: "not base64!") == nil)")
    }
}

#Preview("Request details") { RequestDetails() }
