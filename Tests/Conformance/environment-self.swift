import SwiftUI

/// `@Environment(\.self)`: the view's whole environment, read as apps read it (`env.dismiss()`
/// in a sheet's Done button, `env.colorScheme`), with what an ancestor set.
struct SchemeBadge: View {
    @Environment(\.self) private var env

    var body: some View {
        HStack {
            Text(env.colorScheme == .dark ? "dark" : "light")
            Button("Done") { env.dismiss() }
        }
    }
}

struct EnvironmentSelf: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                SchemeBadge().id("plain")
                SchemeBadge().environment(\.colorScheme, .dark).id("dark")
            }
        }
    }
}

#Preview { EnvironmentSelf() }
