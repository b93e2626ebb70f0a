import SwiftUI

// A country's flag spelled from its code, letter by letter, with regional indicator scalars,
// as a country picker builds it.
enum Flags {
    static func flag(for code: String) -> String? {
        func isLowercaseASCII(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x61 && scalar.value <= 0x7A
        }
        let lowercased = code.lowercased()
        guard lowercased.count == 2, lowercased.unicodeScalars.allSatisfy({ isLowercaseASCII($0) }) else { return nil }
        let indicators = lowercased.unicodeScalars.map { Unicode.Scalar($0.value + (0x1F1E6 - 0x61))! }
        return String(indicators.map { Character($0) })
    }

    // Built scalar by scalar, with the older name of the type.
    static func flag(from country: String) -> String {
        let base: UInt32 = 127397
        var flag = ""
        for letter in country.uppercased().unicodeScalars {
            flag.unicodeScalars.append(UnicodeScalar(base + letter.value)!)
        }
        return flag
    }

    static let values: [UInt32] = "Aé€".unicodeScalars.map(\.value)
    static let surrogate = Unicode.Scalar(0xD800)
    static let tooFar = Unicode.Scalar(0x110000)
    static let letterA = Unicode.Scalar(65)!
}

struct FlagRow: View {
    let code: String
    var body: some View {
        HStack {
            Text(Flags.flag(for: code) ?? "?")
            Text(code)
        }
    }
}

#Preview {
    VStack {
        FlagRow(code: "FR")
        FlagRow(code: "jp")
    }
}
