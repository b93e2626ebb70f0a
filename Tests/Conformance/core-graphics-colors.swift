import SwiftUI

/// A calculator's key colours, made as Core Graphics colours and shown as SwiftUI colours.
let keyGray = Color(CGColor(gray: 0.25, alpha: 1))
let keyOrange = Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
let keyBlue = Color(CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 0.5))

struct CalculatorKeys: View {
    @State private var log: [String] = []

    var body: some View {
        HStack {
            Circle().fill(keyGray)
            Circle().fill(keyOrange)
            Circle().fill(keyBlue)
        }
        .onAppear {
            for color in [keyGray, keyOrange, keyBlue] {
                log.append((color.cgColor?.components ?? []).map { String(format: "%.2f", $0) }.joined(separator: " "))
            }
        }
    }
}

#Preview("Calculator keys") { CalculatorKeys() }
