/// The modules of the iOS SDK an app may import: the frameworks scrollwork stands in for and
/// the others an iPhone has. `canImport` holds for each; a module not listed is a package's.
public enum SDKModules {
    /// The frameworks scrollwork stands in for, in whole or in part.
    public static let standIns: Set<String> = ["UIKit", "SwiftUI", "Foundation", "CoreGraphics", "Combine", "Observation",
                                               "UniformTypeIdentifiers"]
    /// Every SDK module (ActivityKit too, absent on a Mac, which apps test for with `canImport`).
    public static let all: Set<String> = standIns.union([
        "ActivityKit", "AppIntents", "AuthenticationServices", "AVFoundation", "AVKit", "Charts", "CloudKit", "Contacts",
        "CoreData", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreSpotlight", "EventKit", "GameKit",
        "HealthKit", "LocalAuthentication", "MapKit", "MessageUI", "Network", "os", "OSLog", "Photos", "PhotosUI",
        "SafariServices", "StoreKit", "SwiftData", "TipKit", "UserNotifications", "Vision", "WeatherKit", "WebKit", "WidgetKit",
    ])
}
