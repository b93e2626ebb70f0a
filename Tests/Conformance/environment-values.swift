import SwiftUI

// Every environment value an iPhone in portrait reports, read by a settings screen that
// adapts to them, and each case of their enums compared against once.

struct AdaptiveSettings: View {
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.pixelLength) private var hairline
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.scenePhase) private var phase
    @Environment(\.isPresented) private var isPresented
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.layoutDirection) private var direction
    @Environment(\.dismiss) private var dismiss
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @State private var closed = 0

    /// The type size's place from the smallest (0) to the largest accessibility size (11).
    private var typeSizeRank: Int {
        if typeSize == DynamicTypeSize.xSmall { return 0 }
        if typeSize == DynamicTypeSize.small { return 1 }
        if typeSize == DynamicTypeSize.medium { return 2 }
        if typeSize == DynamicTypeSize.large { return 3 }
        if typeSize == DynamicTypeSize.xLarge { return 4 }
        if typeSize == DynamicTypeSize.xxLarge { return 5 }
        if typeSize == DynamicTypeSize.xxxLarge { return 6 }
        if typeSize == DynamicTypeSize.accessibility1 { return 7 }
        if typeSize == DynamicTypeSize.accessibility2 { return 8 }
        if typeSize == DynamicTypeSize.accessibility3 { return 9 }
        if typeSize == DynamicTypeSize.accessibility4 { return 10 }
        if typeSize == DynamicTypeSize.accessibility5 { return 11 }
        return -1
    }

    private var phaseName: String {
        if phase == ScenePhase.active { return "active" }
        if phase == ScenePhase.inactive { return "inactive" }
        if phase == ScenePhase.background { return "background" }
        return "?"
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(contrast == ColorSchemeContrast.increased ? "high contrast" : (contrast == ColorSchemeContrast.standard ? "standard contrast" : "?"))
                    .frame(height: 44)
                    .id("contrast")
                Text("Separator")
                    .frame(height: 44 + hairline * 3)
                    .id("separator")
                Text(locale.identifier)
                    .frame(height: 44)
                    .id("locale")
                Text("\(calendar.identifier == .gregorian) \(calendar.firstWeekday) \(calendar.minimumDaysInFirstWeek) \(timeZone.identifier)")
                    .frame(height: 44)
                    .id("calendar")
                Text("Type size \(typeSizeRank)")
                    .frame(height: 44)
                    .id("type")
                Text(phaseName)
                    .frame(height: 44)
                    .id("phase")
                Text(isPresented ? "sheet" : "root")
                    .frame(height: 44)
                    .id("presented")
                Text(sizeClass == UserInterfaceSizeClass.compact ? "one column" : "two columns")
                    .frame(height: 44)
                    .id("columns")
                Text(direction == LayoutDirection.rightToLeft ? "right to left" : (direction == LayoutDirection.leftToRight ? "left to right" : "?"))
                    .frame(height: 44)
                    .id("direction")
                Button("Close") {
                    closed += 1
                    dismiss()
                }
                .frame(height: 44)
                .id("close")
                // The action's method named and called as a function, as apps pass it.
                Button("Done", action: dismiss.callAsFunction)
                    .frame(height: 44)
                    .id("done")
                Button("Finish") {
                    dismiss.callAsFunction()
                    closed += 10
                }
                .frame(height: 44)
                .id("finish")
            }
        }
    }
}
