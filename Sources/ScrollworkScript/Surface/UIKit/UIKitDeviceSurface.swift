import ScrollworkCore

/// `UIDevice.current`: the simulated device as iOS 18 describes it to an app, an iPhone unless
/// `device iPad` picks the pad idiom; its system version is the one `os` sets (18.0 by default).
enum UIKitDeviceSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("UIDevice", .class, doc: "The device the app runs on.") { t in
            t.staticProperty("class var current: UIDevice { get }", doc: "The device the scene runs on.") { .host(DeviceObject.shared) }
            t.sceneProperty("var userInterfaceIdiom: UIUserInterfaceIdiom { get }",
                            doc: "`.phone`, or `.pad` on the iPad (`device iPad`).") { _, context in
                .symbol(idiom(context))
            }
            // Since iOS 16 `name` is the generic device name unless the app has an entitlement.
            for declaration in ["var name: String { get }", "var model: String { get }", "var localizedModel: String { get }"] {
                t.sceneProperty(declaration, doc: "\"iPhone\", or \"iPad\" on the iPad.") { _, context in
                    .string(idiom(context) == "pad" ? "iPad" : "iPhone")
                }
            }
            t.sceneProperty("var systemName: String { get }", doc: "\"iOS\", or \"iPadOS\" on the iPad.") { _, context in
                .string(idiom(context) == "pad" ? "iPadOS" : "iOS")
            }
            t.sceneProperty("var systemVersion: String { get }", doc: "The version `os` sets, \"18.0\" by default.") { _, context in
                let version = context?.machine.platform.osVersion ?? SimulatedPlatform.defaultOSVersion
                // iOS writes a major version with its minor one: 17 is "17.0".
                return .string((version + [0]).prefix(Swift.max(2, version.count)).map(String.init).joined(separator: "."))
            }
            t.property("var orientation: UIDeviceOrientation { get }", doc: "`.portrait`: scenes are laid out upright.") { _ in
                .symbol("portrait")
            }
            // The same for every app of one vendor on one device: here one fixed identifier, so
            // runs agree.
            t.property("var identifierForVendor: UUID? { get }", doc: "The simulated device's identifier for the app's vendor (always the same).") { _ in
                FoundationTypes.uuid(vendorIdentifier)
            }
        }
        surface.type("UIUserInterfaceIdiom", .enum, doc: "The kind of interface a device has.") { t in
            t.cases(["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"], doc: "An idiom.")
        }
        surface.type("UIDeviceOrientation", .enum, doc: "How the device is held.") { t in
            t.cases(["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"],
                    doc: "An orientation.")
            orientationTest(&t, "var isPortrait: Bool { get }", doc: "Upright or upside down.", ["portrait", "portraitUpsideDown"])
            orientationTest(&t, "var isLandscape: Bool { get }", doc: "On its left or right side.", ["landscapeLeft", "landscapeRight"])
            orientationTest(&t, "var isFlat: Bool { get }", doc: "Face up or face down.", ["faceUp", "faceDown"])
            orientationTest(&t, "var isValidInterfaceOrientation: Bool { get }", doc: "Portrait or landscape.",
                            ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        }
    }

    /// What `identifierForVendor` gives, a version 4 UUID.
    static let vendorIdentifier = "5C3E2D71-9A4B-4C6D-8E2F-1A2B3C4D5E6F"

    private static func idiom(_ context: ScriptContext?) -> String {
        context?.machine.platform.idiom ?? "phone"
    }

    private static func orientationTest(_ t: inout SurfaceTypeBuilder, _ declaration: String, doc: String, _ orientations: Set<String>) {
        t.property(declaration, doc: doc) { value in
            .bool(ValueReaders.symbol(value).map(orientations.contains) ?? false)
        }
    }
}

/// `UIDevice.current` as a script value; its members read the running scene's device.
final class DeviceObject: HostObject {
    static let shared = DeviceObject()
    var typeName: String { "UIDevice" }
}
