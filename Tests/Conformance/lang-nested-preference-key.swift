import SwiftUI

/// A modifier with the preference key it reports through nested inside it, as helper files
/// declare them; the key's `reduce` adds the values of siblings.
struct HeightReporter: ViewModifier {
    struct TotalHeightKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value += nextValue()
        }
    }

    var height: CGFloat

    func body(content: Content) -> some View {
        content.frame(height: height)
    }
}

extension View {
    func reportingHeight(_ height: CGFloat) -> some View {
        modifier(HeightReporter(height: height))
    }
}

/// Folds values the way SwiftUI folds siblings' preferences: from the default, in order.
func combined(_ heights: [CGFloat]) -> CGFloat {
    var value = HeightReporter.TotalHeightKey.defaultValue
    for height in heights {
        HeightReporter.TotalHeightKey.reduce(value: &value, nextValue: { height })
    }
    return value
}

struct Reported: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<4) { index in
                    Text("Row \(index)").reportingHeight(CGFloat(50 + index * 10))
                }
            }
        }
    }
}

#Preview("Reported") { Reported() }
