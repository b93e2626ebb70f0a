import SwiftUI

/// A checkout screen that posts its order and shows the reply, or why it failed, as shop apps
/// do; and an error banner previewed with an `NSError`. Scripts have no network, so the
/// request fails as on an offline device and the app's own offline path runs.
struct CupcakeOrder: Codable {
    var quantity: Int
    var flavour: String
}

struct OfflineCheckout: View {
    @State private var message = "Ready"
    @State private var code = 0
    @State private var method = ""
    @State private var reason = ""
    @State private var failedURL = ""
    @State private var infoKeys = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(message).frame(height: 44).id("message")
                Button("Place order") {
                    Task { await placeOrder() }
                }
                .id("order")
                Button("Menu") {
                    Task { await loadMenu() }
                }
                .id("menu")
            }
        }
    }

    func placeOrder() async {
        guard let encoded = try? JSONEncoder().encode(CupcakeOrder(quantity: 3, flavour: "Vanilla")) else { return }
        let url = URL(string: "https://example.com/api/cupcakes")!
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        method = (request.httpMethod ?? "-") + " " + (request.value(forHTTPHeaderField: "content-type") ?? "-")
        do {
            let (data, _) = try await URLSession.shared.upload(for: request, from: encoded)
            let order = try JSONDecoder().decode(CupcakeOrder.self, from: data)
            message = "\(order.quantity) \(order.flavour) on the way"
        } catch let error as URLError {
            code = error.errorCode
            message = error.localizedDescription
        } catch {
            message = "Checkout failed"
        }
    }

    /// A GET with a cache policy and a timeout; a failure is told apart by its code.
    func loadMenu() async {
        let policies: [URLRequest.CachePolicy] = [.reloadIgnoringLocalCacheData, .reloadIgnoringLocalAndRemoteCacheData,
                                                  .returnCacheDataElseLoad, .returnCacheDataDontLoad, .reloadRevalidatingCacheData]
        let request = URLRequest(url: URL(string: "https://example.com/menu")!, cachePolicy: policies[0], timeoutInterval: 10)
        do {
            let (_, response) = try await URLSession.shared.data(for: request)
            message = response.url?.absoluteString ?? "-"
            code = (response as? HTTPURLResponse)?.statusCode ?? 0
        } catch let error as URLError {
            failedURL = error.failingURL?.absoluteString ?? "-"
            switch error.code {
            case .notConnectedToInternet, .dataNotAllowed, .networkConnectionLost: reason = "offline"
            case .timedOut, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed: reason = "unreachable"
            case .badURL, .unsupportedURL, .fileDoesNotExist, .resourceUnavailable: reason = "bad address"
            case .badServerResponse, .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse, .httpTooManyRedirects:
                reason = "bad response"
            case .userAuthenticationRequired, .secureConnectionFailed: reason = "refused"
            case .cancelled, .unknown: reason = "cancelled"
            default: reason = "other"
            }
            let wrapped = NSError(domain: "Menu", code: error.errorCode, userInfo: [NSLocalizedDescriptionKey: error.localizedDescription])
            infoKeys = wrapped.userInfo.count
        } catch {
            reason = "not a URLError"
        }
    }
}

struct ErrorBanner: View {
    let error: Error

    var body: some View {
        VStack {
            Text("An error occurred")
            Text(error.localizedDescription).id("reason")
        }
    }
}

#Preview("Offline checkout") { OfflineCheckout() }

#Preview("Error banner") {
    ErrorBanner(error: NSError(domain: "", code: 0, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"]))
}
