/// The modules of the iOS SDK an app may import: the frameworks scrollwork stands in for and
/// the others an iPhone has. `canImport` holds for each; a module not listed is a package's.
public enum SDKModules {
    /// The frameworks scrollwork stands in for, in whole or in part.
    public static let standIns: Set<String> = ["UIKit", "SwiftUI", "Foundation", "CoreGraphics", "Combine", "Observation",
                                               "UniformTypeIdentifiers"]
    /// Every SDK module (ActivityKit too, absent on a Mac, which apps test for with `canImport`).
    public static let all: Set<String> = standIns.union([
        "Accelerate", "ActivityKit", "AdSupport", "AppIntents", "AppTrackingTransparency", "ARKit", "AudioToolbox",
        "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks", "CallKit", "CarPlay",
        "Charts", "CloudKit", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth", "CoreData", "CoreFoundation",
        "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMedia", "CoreML", "CoreMotion", "CoreNFC",
        "CoreSpotlight", "CoreTelephony", "CoreText", "CoreVideo", "CryptoKit", "Darwin", "Dispatch", "EventKit",
        "EventKitUI", "ExternalAccessory", "FoundationModels", "GameController", "GameKit", "GameplayKit",
        "GroupActivities", "HealthKit", "HomeKit", "ImageIO", "ImagePlayground", "Intents", "IntentsUI",
        "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Metal", "MetalKit",
        "MobileCoreServices", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "Network", "NetworkExtension",
        "os", "OSLog", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "QuartzCore", "QuickLook", "RealityKit",
        "RegexBuilder", "SafariServices", "SceneKit", "Security", "ShazamKit", "simd", "Speech", "SpriteKit",
        "SQLite3", "StoreKit", "SwiftData", "SystemConfiguration", "TipKit", "Translation", "UserNotifications",
        "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity", "WeatherKit", "WebKit", "WidgetKit",
    ])
}
