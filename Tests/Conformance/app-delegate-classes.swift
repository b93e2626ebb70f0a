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

struct LaunchStatus: View {
    @State private var launched = false

    var body: some View {
        Text(launched ? "Launched" : "Waiting")
            .onAppear {
                launched = AppDelegate().application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
            }
    }
}

#Preview("Launch") { LaunchStatus() }
