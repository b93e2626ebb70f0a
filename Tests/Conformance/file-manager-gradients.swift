import SwiftUI

/// Two things tutorials write: a `FileManager()` of their own for a save helper in an
/// extension, and a shape filled with `.linearGradient(Gradient(colors:), startPoint:endPoint:)`
/// (drawn only: the shape keeps the frame it is given).
extension FileManager {
    func save(_ text: String, to name: String) {
        let url = urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
    }

    func load(_ name: String) -> String? {
        let url = urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent(name)
        return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }
}

struct Scores: View {
    @State private var loaded = "none"

    var body: some View {
        VStack(spacing: 0) {
            Text("Save").frame(height: 44).id("save").onTapGesture {
                FileManager().save("12,7", to: "scores.txt")
                loaded = FileManager().load("scores.txt") ?? "missing"
            }
            Text(loaded).frame(height: 30).id("loaded")
            Rectangle()
                .fill(.linearGradient(Gradient(colors: [.blue, .green]), startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 60)
                .id("badge")
        }
    }
}

#Preview("Scores") { Scores() }
