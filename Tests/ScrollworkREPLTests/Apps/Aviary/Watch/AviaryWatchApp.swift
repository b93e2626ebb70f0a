import SwiftUI

@main
struct AviaryWatchApp: App {
    var body: some Scene {
        WindowGroup {
            BirdList()
        }
    }
}
