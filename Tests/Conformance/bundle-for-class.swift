import SwiftUI

/// `Bundle(for:)` of an app's class, as SwiftGen's generated code finds its strings: the app's
/// own bundle.
private final class BundleToken {}

final class Loader {
    var bundle: Bundle { Bundle(for: type(of: self)) }
}

struct BundleCheck: View {
    @State private var isMain: [Bool] = []

    var body: some View {
        Text("Bundle")
            .onAppear { isMain = [Bundle(for: BundleToken.self) == Bundle.main, Loader().bundle == .main] }
    }
}

#Preview("Bundle") { BundleCheck() }
