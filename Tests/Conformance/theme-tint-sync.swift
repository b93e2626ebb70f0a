import SwiftUI

/// A theme screen that saves the chosen tint a moment after it changes (`task(id:)` on a
/// `Color`, which is Equatable), pads its rows by a compact setting with `EdgeInsets` written
/// as `.init(top:leading:bottom:trailing:)`, and checks the server with an error type nested
/// in its validator and named `Swift.Error` beside it.
final class ServerCheck {
    enum Error: Swift.Error {
        case noHost
        case refused
    }

    func validate(_ host: String) throws -> String {
        guard !host.isEmpty else { throw Error.noHost }
        guard host.hasSuffix(".social") else { throw ServerCheck.Error.refused }
        return host
    }
}

struct ThemeTint: View {
    @State private var tint: Color = .blue
    @State private var saves = 0
    @State private var isCompact = false
    @State private var server = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Tint")
                    .padding(.init(top: isCompact ? 6 : 12, leading: 0, bottom: isCompact ? 2 : 6, trailing: 0))
                    .id("row")
                Text(server).id("server")
                Text("\(Duration.nanoseconds(90_000_000_000).formatted(.units(width: .wide))) \(Duration.zero.formatted(.units(width: .narrow)))")
                    .id("interval")
            }
        }
        .task(id: tint) {
            do {
                try await Task.sleep(for: .microseconds(500_000))
                saves += 1
            } catch {}
        }
        .onAppear {
            let check = ServerCheck()
            server = ["mastodon.social", "example.com", ""].map { host in
                do { return try check.validate(host) } catch ServerCheck.Error.noHost { return "none" } catch { return "\(error)" }
            }.joined(separator: " ")
        }
    }
}

#Preview("Theme tint") { ThemeTint() }
