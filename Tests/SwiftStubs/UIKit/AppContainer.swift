import Foundation

// Not UIKit's: Foundation's URLs of an app's container folders and app groups, which Apple's platforms
// declare and Foundation on Linux does not.
extension URL {
    public static var documentsDirectory: URL { URL(fileURLWithPath: "/Documents") }
    public static var cachesDirectory: URL { URL(fileURLWithPath: "/Library/Caches") }
    public static var applicationSupportDirectory: URL { URL(fileURLWithPath: "/Library/Application Support") }
}

extension FileManager {
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}
