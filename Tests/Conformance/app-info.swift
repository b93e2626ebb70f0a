import SwiftUI

/// An about screen showing the app's version from its Info.plist, as settings screens do.
struct AboutApp: View {
    @State private var version = ""
    @State private var name = ""
    @State private var identifier = ""

    var body: some View {
        List {
            Text("Version \(version)").id("version")
            Text(name)
        }
        .onAppear {
            let short = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "unknown"
            let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
            version = "\(short) (\(build))"
            name = Bundle.main.infoDictionary?["CFBundleName"] as? String ?? "unnamed"
            identifier = (Bundle.main.bundleIdentifier ?? "none") + " " + (Bundle.main.infoDictionary?["CFBundleIdentifier"] as? String ?? "none")
        }
    }
}

#Preview("About") { AboutApp() }
