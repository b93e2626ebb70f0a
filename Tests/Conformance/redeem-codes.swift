import SwiftUI

/// Gift codes typed by hand: each is cleaned to its letters and digits (as Unicode scalars,
/// the way a code field filters what was pasted into it), checked for length and prefix, and
/// listed with how many scalars the raw entry had.
struct RedeemCodes: View {
    let entries = ["gc-12ab-34cd-56ef", "GC 9999 0000 1111", "xx-1234-5678-9012", "gc-12", "café-0001"]

    func cleaned(_ entry: String) -> String {
        String(entry.uppercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains))
    }

    func isValid(_ entry: String) -> Bool {
        let scalars = entry.uppercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains)
        return scalars.count == 14 && String(scalars.prefix(2)) == "GC"
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(entries, id: \.self) { entry in
                    Text("\(cleaned(entry)) \(isValid(entry) ? "valid" : "invalid")")
                        .frame(height: 44)
                }
                Text("scalars \("cafe\u{301}".unicodeScalars.count) characters \("cafe\u{301}".count)")
                    .id("counts")
                Text("kept " + String("a-7 b!".unicodeScalars.filter(CharacterSet.alphanumerics.contains)))
                    .id("kept")
            }
        }
    }
}
