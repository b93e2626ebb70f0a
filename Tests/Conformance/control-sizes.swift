import SwiftUI

/// A preferences pane: every control in a column, each taking the size SwiftUI gives it on
/// an iPhone (as scrollwork lays controls out).
struct Preferences: View {
    @State var wifi = true
    @State var name = ""
    @State var nickname = "Sam"
    @State var volume = 0.5
    @State var theme = "Dark"
    @State var downloads = 3

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: $wifi).id("wifi")
                Toggle(isOn: $wifi) { Label("Airplane", systemImage: "airplane") }.id("airplane")
                Label("Bluetooth", systemImage: "dot.radiowaves.left.and.right").id("bluetooth")
                Label("Cloud", image: "cloud").id("cloud")
                Label {
                    Text("Storage")
                } icon: {
                    Color.blue.frame(width: 30, height: 30)
                }
                .id("storage")
                TextField("Name", text: $name).id("name")
                TextField("Nickname", text: $nickname, prompt: Text("Your nickname")).id("nickname")
                Slider(value: $volume, in: 0...1).id("volume")
                Slider(value: $volume, in: 0...1, step: 0.1).id("stepped")
                Picker("Theme", selection: $theme) {
                    ForEach(["Light", "Dark", "Automatic"], id: \.self) { option in
                        Text(option)
                    }
                }
                .id("theme")
                Picker(selection: $downloads) {
                    Text("One").tag(1)
                    Text("Three").tag(3)
                } label: {
                    Text("Downloads")
                }
                .id("downloads")
                ProgressView().id("spinner")
                ProgressView("Syncing").id("syncing")
                ProgressView(value: 0.25).id("bar")
                ProgressView("Upload", value: 3, total: 4).id("upload")
                Divider().id("rule")
                HStack {
                    Text("A")
                    Divider().id("column rule")
                    Text("B")
                }
                .frame(height: 40)
                .id("columns")
                AsyncImage(url: URL(string: "https://example.com/cover.png"))
                    .frame(width: 120, height: 80)
                    .id("cover")
                AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
                    image.resizable()
                } placeholder: {
                    Color.gray.frame(width: 60, height: 60)
                }
                .id("avatar")
                ProgressView {
                    Text("Loading").id("loading label")
                }
                .id("loading")
                ProgressView(value: 0.5) {
                    Text("Half").id("half label")
                }
                .id("half")
            }
        }
    }
}

#Preview("Preferences") {
    Preferences()
}
