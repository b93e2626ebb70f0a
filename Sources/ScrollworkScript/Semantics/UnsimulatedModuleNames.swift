import ScrollworkFrontEnd

/// Which module a name scrollwork lacks comes from, so that the note of a declaration left
/// out names the right one: a file importing PhotosUI and StoreKit that uses
/// `PhotosPickerItem` is told about PhotosUI only, and one importing CoreML that uses
/// `DateComponents` gets an error, since `DateComponents` is Foundation's, not CoreML's.
enum UnsimulatedModuleNames {
    /// The frameworks scrollwork stands in for: the only modules whose import has an effect.
    static let standIns: Set<String> = ["SwiftUI", "Foundation", "CoreGraphics", "UIKit", "SwiftData"]

    /// Modules whose names scripts use have (`@Observable` of Observation) besides the ones
    /// imports may name: an unknown name there is a mistake. (Combine is simulated in part:
    /// `ObservableObject` and `@Published` are ours, its publishers are not.)
    static let had: Set<String> = standIns.subtracting(partlySimulated).union(["Observation", "Dispatch", "Swift"])

    /// The module(s) a file that imports `imports` takes `name` from: the one that declares
    /// it when it is known and imported, or may be re-exported by a module we know nothing of
    /// that the file imports; else all of them for a name none of ours declares; nil for a
    /// name of the frameworks we stand in for, or of a module the file cannot see (an error
    /// as in Swift).
    static func blamed(_ name: String, imports: [String]) -> String? {
        if UnsimulatedModuleNames.framework.contains(name) { return nil }
        if let owner = UnsimulatedModuleNames.owner[name] {
            // A framework re-exports modules its API uses: an app's file importing ActivityKit but
            // not UserNotifications makes a UNMutableNotificationContent, and Xcode builds it.
            let mayReexport = imports.contains { modules[$0] == nil && !partlySimulated.contains($0) }
            let reexported = imports.contains { reexports[$0]?.contains(owner) == true }
            return imports.contains(owner) || mayReexport || reexported ? owner : nil
        }
        // A module scrollwork simulates in part is blamed only for the names listed as its own;
        // a module imported again by a submodule (`import CoreImage.CIFilterBuiltins`) is named once.
        var unknown = [String]()
        for module in imports where !partlySimulated.contains(module) && !unknown.contains(module) { unknown.append(module) }
        return unknown.isEmpty ? nil : unknown.joined(separator: " or ")
    }

    /// The types of the frameworks we stand in for that only a file importing that framework
    /// sees (SwiftData's; SwiftUI's, UIKit's and Foundation's come with the view code itself).
    static let standInTypes: [String: String] = Dictionary(uniqueKeysWithValues: [
        "FetchDescriptor", "ModelConfiguration", "ModelContainer", "ModelContext", "PersistentIdentifier", "PersistentModel",
        "Query", "Schema",
    ].map { ($0, "SwiftData") })

    /// Names of the frameworks scrollwork stands in for (Foundation, SwiftUI, UIKit, the
    /// standard library) that it does not have yet. An unknown one of these is an error
    /// whatever the file imports: no other module is to blame, and no placeholder stands in
    /// for it (`UndeclaredNames`), but for UIKit's view machinery, which a body may run left out
    /// (`UIKitRepresentables`). A name the surface gains is taken off (`UnsimulatedModulesTests`).
    static let framework: Set<String> = [
        // Foundation
        "IndexPath", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "Progress",
        "NSMetadataQuery",
        // What the sandbox leaves out on purpose (wall clock, unseeded randomness, processes, files)
        "CFAbsoluteTimeGetCurrent", "CFAbsoluteTime", "Process", "FileHandle",
        // SwiftUI
        "SectionedFetchRequest", "SectionedFetchResults", "TableColumn",
        "RenameButton", "TextRenderer",
        // UIKit
        "UIViewControllerRepresentable", "UIViewRepresentable", "UIHostingController", "UIView", "UIViewController",
        "UIGraphicsImageRenderer", "UICollectionView", "UIScrollView",
    ]

    /// What part of a framework scrollwork stands in for a name belongs to, when scrollwork
    /// does not simulate that part: code that uses the name is left out as code using a
    /// module we do not simulate is, with a located note, rather than being an error.
    static func frameworkPart(of name: String) -> String? {
        if UIKitRepresentables.viewMachineryNames.contains(name) { return UIKitRepresentables.viewMachinery }
        return frameworkParts[name]
    }

    private static let frameworkParts: [String: String] = {
        var parts = [String: String]()
        // `#selector(saveCompleted)`: a method UIKit calls back through the Objective-C runtime.
        parts[ExpressionKind.selectorName] = "the Objective-C runtime"
        parts["UIImageWriteToSavedPhotosAlbum"] = "UIKit's photo library saving"
        // `class Podcast: NSObject, NSCoding`: no object is archived here. (`NSKeyedUnarchiver` and
        // `NSCoder` used in code are placeholders, as any name no loaded file declares.)
        for name in ["NSCoding", "NSSecureCoding"] {
            parts[name] = "Foundation's object archiving"
        }
        return parts
    }()

    /// Modules scrollwork simulates in part (SwiftData's in-memory store): an unknown name is
    /// blamed on one only when it is listed among its names below.
    static let partlySimulated: Set<String> = ["SwiftData", "Combine"]

    /// Types the surface has only in part, for a module it does not simulate whole (UIKit's
    /// view machinery, whose windows it reads; CloudKit, whose container it has as a device
    /// signed out of iCloud does; CoreImage, whose QR code generator it has): the module what
    /// else they have is left out for, nil for another type.
    static func moduleOfPart(_ typeName: String) -> String? {
        if UIKitRepresentables.viewMachineryNames.contains(typeName) { return UIKitRepresentables.viewMachinery }
        if ["CIFilter", "CIImage", "CIContext", "CGImage"].contains(typeName) { return "CoreImage" }
        return ["CKContainer", "CKDatabase"].contains(typeName) ? "CloudKit" : nil
    }

    /// Modules of those below that re-export another (`@_exported import`), as their SDK
    /// interfaces do: a file importing AVKit alone has AVFoundation's `AVPlayer`, one importing
    /// MapKit alone CoreLocation's `CLLocation`.
    private static let reexports: [String: Set<String>] = ["AVKit": ["AVFoundation"], "MapKit": ["CoreLocation"]]

    /// Modules the frameworks scrollwork stands in for re-export: UIKit's headers import
    /// CoreImage's (`UIImage(ciImage:)`) and UserNotifications', and SwiftUI re-exports UIKit, so
    /// a file importing either alone has `CIFilter` and `UNNotificationCategory` (apps
    /// importing SwiftUI alone build with an app delegate that registers notification categories).
    static let reexportedByStandIns: [String: Set<String>] = ["UIKit": ["CoreImage", "UserNotifications"],
                                                              "SwiftUI": ["CoreImage", "UserNotifications"]]

    /// The module re-exported by one of `imports` (frameworks we stand in for) that declares
    /// `name`; nil for any other name.
    static func reexportedOwner(of name: String, by imports: [String]) -> String? {
        guard let owner = owner[name], imports.contains(where: { reexportedByStandIns[$0]?.contains(owner) == true }) else { return nil }
        return owner
    }

    /// The module that declares a name, for the modules apps import most that scrollwork
    /// does not simulate. A name not listed is blamed on all the file's unknown imports.
    static let owner: [String: String] = {
        var owner = [String: String]()
        for (module, names) in modules { for name in names { owner[name] = module } }
        return owner
    }()

    private static let modules: [String: [String]] = [
        // What SwiftData has beyond the in-memory store scrollwork simulates (SwiftDataSurface).
        "SwiftData": ["ModelActor", "ModelExecutor", "DefaultSerialModelExecutor", "HistoryDescriptor", "DefaultHistoryToken",
                      "HistoryTransaction", "VersionedSchema", "SchemaMigrationPlan", "MigrationStage", "DataStore",
                      "DataStoreConfiguration", "ModelCopy", "Unique", "Index"],
        // Combine beyond what scrollwork simulates (`ObservableObject`, `@Published`, the publishers it
        // drives, their common operators and subjects): the rest of an app's data pipeline is left
        // out, the views that show the data load. A name here the surface has is the surface's.
        "Combine": ["AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "PassthroughSubject", "CurrentValueSubject",
                    "Just", "Future", "Deferred", "Empty", "Fail", "Publishers", "Subscribers", "Subscription",
                    "sink", "assign", "store", "eraseToAnyPublisher", "receive", "debounce", "removeDuplicates",
                    "throttle", "combineLatest", "flatMap", "replaceError", "subscribe", "objectWillChange", "dataTaskPublisher",
                    "publisher"],
        "Charts": ["Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
                   "chartXAxis", "chartYAxis", "chartXScale", "chartYScale", "chartLegend", "AxisMarks", "PlottableValue"],
        "PhotosUI": ["PhotosPicker", "PhotosPickerItem", "PHPickerViewController", "PHPickerConfiguration", "PHPickerFilter"],
        // MapKit beyond its values and its SwiftUI map, drawn only (`MapKitValuesSurface`, `MapKitViewsSurface`).
        "MapKit": ["MapReader", "MKMapView", "MKPointAnnotation", "MapCamera", "MKLocalSearch", "MKMapItem"],
        // CoreLocation beyond its values and a manager on a device with no location (`CoreLocationSurface`).
        "CoreLocation": ["CLGeocoder", "CLPlacemark", "CLRegion", "CLCircularRegion", "CLHeading"],
        // Beyond the QR code generator (`CoreImageQRCodeSurface`).
        "CoreImage": ["CIFilterBuiltins", "CIVector", "CIColor", "CIDetector", "CIKernel", "CIFilterConstructor"],
        // StoreKit's views, and the modifiers it adds to SwiftUI's views (its `_StoreKit_SwiftUI` overlay).
        "StoreKit": ["Product", "Transaction", "AppStore", "SKStoreReviewController", "requestReview", "StoreView", "ProductView",
                     "SubscriptionStoreView", "SubscriptionOfferView", "ProductViewStyle", "StoreButtonKind",
                     "SubscriptionStoreControlStyle", "SubscriptionStoreButtonLabel", "SubscriptionStorePolicyKind",
                     "SubscriptionStoreControlBackground", "PurchaseAction", "productViewStyle", "productIconBorder",
                     "productDescription", "storeButton", "storeProductTask", "storeProductsTask", "subscriptionStatusTask",
                     "currentEntitlementTask", "inAppPurchaseOptions", "onInAppPurchaseStart", "onInAppPurchaseCompletion",
                     "subscriptionStoreControlStyle", "subscriptionStoreControlIcon", "subscriptionStoreButtonLabel",
                     "subscriptionStorePickerItemBackground", "subscriptionStorePolicyForegroundStyle",
                     "subscriptionStorePolicyDestination", "subscriptionStoreSignInAction", "subscriptionStoreControlBackground",
                     "subscriptionOfferViewStyle", "preferredSubscriptionOffer", "manageSubscriptionsSheet", "offerCodeRedemption",
                     "refundRequestSheet", "appStoreOverlay"],
        "AVKit": ["VideoPlayer", "AVPlayerViewController"],
        "AVFoundation": ["AVPlayer", "AVAudioPlayer", "AVAudioSession", "AVCaptureSession"],
        "WidgetKit": ["Widget", "WidgetConfiguration", "StaticConfiguration", "TimelineProvider", "TimelineEntry",
                      "WidgetCenter", "WidgetFamily"],
        // Beyond a center whose user did not allow notifications (`UserNotificationsCenterSurface`).
        "UserNotifications": ["UNNotificationAction", "UNNotificationCategory", "UNNotificationAttachment",
                              "UNNotificationServiceExtension", "UNLocationNotificationTrigger", "UNTextInputNotificationAction"],
        // Beyond the account of a device signed out of iCloud (`CloudKitAccountSurface`).
        "CloudKit": ["CKRecord", "CKQuery", "CKSubscription", "CKQuerySubscription", "CKNotification", "CKQueryNotification",
                     "CKError", "CKRecordZone", "CKShare", "CKModifyRecordsOperation", "CKAsset"],
        "CoreHaptics": ["CHHapticEngine", "CHHapticEvent", "CHHapticPattern", "CHHapticEventParameter"],
        "CodeScanner": ["CodeScannerView"],
        // Reading the system log back (`OSLogLoggerSurface` and `OSLogSignpostSurface` write to it).
        "os": ["OSLogStore"],
    ]
}
