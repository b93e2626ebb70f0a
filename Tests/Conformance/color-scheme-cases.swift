import SwiftUI

/// A preview of a view in both appearances, as apps write it: one row per case of
/// `ColorScheme.allCases` (light, then dark), each with the scheme it is given.
struct SchemeBadge: View {
    let scheme: ColorScheme

    var body: some View {
        Text(scheme == .dark ? "Dark badge" : "Light badge")
            .frame(height: 44)
            .preferredColorScheme(scheme)
    }
}

struct BothSchemes: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(ColorScheme.allCases, id: \.self) { scheme in
                SchemeBadge(scheme: scheme).id("\(scheme)")
            }
        }
    }
}

#Preview { BothSchemes() }
