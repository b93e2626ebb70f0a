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

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(message).frame(height: 44).id("message")
                Button("Place order") {
                    Task { await placeOrder() }
                }
                .id("order")
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
