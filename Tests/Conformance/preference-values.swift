import SwiftUI

// Preferences come up the tree: siblings combine through the key's reduce in tree order,
// a view's own preference hides its children's, transformPreference changes what comes up,
// and onPreferenceChange runs when the value it sees changes (not for the default value).

struct HeightSumKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct TitlesKey: PreferenceKey {
    static var defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

struct PreferenceValues: View {
    @State private var firstHeight: CGFloat = 30
    @State private var total: CGFloat = -1
    @State private var totalCalls = 0
    @State private var titles: [String] = []
    @State private var hidden: [String] = []
    @State private var transformed: CGFloat = -1
    @State private var defaultCalls = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Text("A")
                        .frame(height: firstHeight)
                        .preference(key: HeightSumKey.self, value: firstHeight)
                        .preference(key: TitlesKey.self, value: ["A"])
                    Text("B")
                        .frame(height: 20)
                        .preference(key: HeightSumKey.self, value: 20)
                        .preference(key: TitlesKey.self, value: ["B"])
                    Text("C")
                        .frame(height: 50)
                        .preference(key: TitlesKey.self, value: ["C"])
                }
                .onPreferenceChange(HeightSumKey.self) { value in
                    total = value
                    totalCalls += 1
                }
                .onPreferenceChange(TitlesKey.self) { value in
                    titles = value
                }
                .onTapGesture { firstHeight = 40 }
                .id("abc")
                VStack {
                    Text("D").preference(key: TitlesKey.self, value: ["D"])
                    Text("E").preference(key: TitlesKey.self, value: ["E"])
                }
                .preference(key: TitlesKey.self, value: ["parent"])
                .onPreferenceChange(TitlesKey.self) { value in
                    hidden = value
                }
                VStack {
                    Text("F").preference(key: HeightSumKey.self, value: 5)
                    Text("G").preference(key: HeightSumKey.self, value: 7)
                }
                .transformPreference(HeightSumKey.self) { value in
                    value *= 10
                }
                .onPreferenceChange(HeightSumKey.self) { value in
                    transformed = value
                }
                Text("H")
                    .preference(key: HeightSumKey.self, value: 0)
                    .onPreferenceChange(HeightSumKey.self) { _ in
                        defaultCalls += 1
                    }
            }
        }
    }
}

#Preview("Preference values") {
    PreferenceValues()
}
