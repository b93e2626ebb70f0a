import SwiftUI

/// Styles written the way older apps write them: the style struct constructed, not the
/// leading-dot member. Each is the same value as its leading-dot form.
struct StyleConstructors: View {
    @State private var sort = 0
    @State private var notify = true

    var body: some View {
        List {
            Picker("Sort", selection: $sort) {
                Text("Name").tag(0)
                Text("Date").tag(1)
            }
            .pickerStyle(SegmentedPickerStyle())
            .id("sort")
            Toggle("Notify", isOn: $notify)
                .toggleStyle(SwitchToggleStyle())
                .id("notify")
            Button("Done") { sort = 1 }
                .buttonStyle(PlainButtonStyle())
                .id("done")
            ProgressView(value: 0.5)
                .progressViewStyle(LinearProgressViewStyle())
                .id("progress")
        }
        .listStyle(PlainListStyle())
        .menuStyle(BorderlessButtonMenuStyle())
    }
}

/// A paged carousel whose dots are drawn with a background.
struct PagedDots: View {
    var body: some View {
        TabView {
            ForEach(0..<3) { page in
                Text("Page \(page)").id(page)
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
    }
}

/// A grouped settings list (laid out plain here, with a warning).
struct GroupedSettings: View {
    var body: some View {
        List {
            Text("Account").id("account")
            Text("Privacy").id("privacy")
        }
        .listStyle(InsetGroupedListStyle())
    }
}
