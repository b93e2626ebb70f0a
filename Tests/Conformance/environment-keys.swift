import SwiftUI

/// How far a settings row's title is padded; rows inside a compact section use less.
private struct RowInsetKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}

/// Whether rows are drawn compact (a computed default, as some apps write it).
struct CompactRowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var rowInset: CGFloat {
        get { self[RowInsetKey.self] }
        set { self[RowInsetKey.self] = newValue }
    }

    var compactRows: Bool {
        get { self[CompactRowsKey.self] }
        set { self[CompactRowsKey.self] = newValue }
    }
}

/// A row that reads the app's own environment values.
struct InsetRow: View {
    @Environment(\.rowInset) private var rowInset
    @Environment(\.compactRows) private var compactRows
    let title: String

    var body: some View {
        Text(title)
            .padding(rowInset)
            .frame(height: compactRows ? 30 : 60)
    }
}

/// A banner that grows 10 pt for every accessibility setting or state that is on; an iPhone
/// as it ships has none on.
struct AccessibleBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
    @Environment(\.accessibilityInvertColors) private var invertColors
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityEnabled) private var assistive
    @Environment(\.isLuminanceReduced) private var dimmed
    @Environment(\.isSearching) private var searching
    @Environment(\.isFocused) private var focused
    @Environment(\.symbolVariants) private var symbolVariants

    private var settingsOn: Int {
        [reduceMotion, reduceTransparency, withoutColor, invertColors, voiceOver, assistive, dimmed, searching, focused,
         symbolVariants != .none]
            .filter { $0 }.count
    }

    var body: some View {
        Color.blue.frame(height: 10 + 10 * CGFloat(settingsOn))
    }
}

struct InsetSettings: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                InsetRow(title: "Default").id("default")
                InsetRow(title: "Wide!").environment(\.rowInset, 20).id("wide")
                VStack(spacing: 0) {
                    InsetRow(title: "Small")
                }
                .environment(\.compactRows, true)
                .environment(\.rowInset, 4)
                .id("compact")
                AccessibleBanner().id("banner")
            }
        }
    }
}
