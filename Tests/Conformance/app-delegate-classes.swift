import SwiftUI

/// An app's UIKit delegates, as apps that predate the SwiftUI lifecycle keep them: they load
/// with the rest of the app, and the app's own code may call them.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var activations = 0

    func sceneDidBecomeActive(_ scene: UIScene) {
        activations += 1
    }
}

/// What a background fetch reports to iOS, and the name a scene's role is shown under.
enum FetchReport {
    static func result(newItems: Int, failed: Bool) -> UIBackgroundFetchResult {
        if failed { return .failed }
        return newItems > 0 ? .newData : .noData
    }

    static func describe(_ result: UIBackgroundFetchResult) -> String {
        switch result {
        case .newData: return "new"
        case .noData: return "none"
        case .failed: return "failed"
        @unknown default: return "unknown"
        }
    }

    static let roleNames: [UISceneSession.Role: String] = [.windowApplication: "Main window"]
}

struct LaunchStatus: View {
    @State private var launched = false
    @State private var fetches = ""
    @State private var role = ""

    var body: some View {
        Text(launched ? "Launched" : "Waiting")
            .onAppear {
                launched = AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
                fetches = [FetchReport.result(newItems: 2, failed: false), FetchReport.result(newItems: 0, failed: false),
                           FetchReport.result(newItems: 0, failed: true)].map(FetchReport.describe).joined(separator: " ")
                role = FetchReport.roleNames[.windowApplication] ?? "unnamed"
            }
    }
}

#Preview("Launch") { LaunchStatus() }
