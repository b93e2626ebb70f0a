import SwiftUI

// A view model that holds its presenter's binding: `@Binding` on a class's property is a
// property wrapper as on a view's (SE-0258), its storage `_isComposing` set in the initialiser,
// and every read and write goes through the binding to the presenter's @State.
final class ComposerModel: ObservableObject {
    @Binding var isComposing: Bool
    @Published var draft = ""

    init(isComposing: Binding<Bool>) {
        self._isComposing = isComposing
    }

    var title: String { isComposing ? "Composing" : "Idle" }

    func send() {
        draft = ""
        isComposing = false
    }
}

struct ComposerPanel: View {
    @ObservedObject var model: ComposerModel

    var body: some View {
        VStack(spacing: 0) {
            Text(model.title).frame(height: 40).id("panel-title")
            Button("Send") { model.send() }.frame(height: 40).id("send")
        }
    }
}

struct Timeline: View {
    @State private var isComposing = true

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(isComposing ? "open" : "closed").frame(height: 40).id("state")
                ComposerPanel(model: ComposerModel(isComposing: $isComposing))
                Color.orange.frame(height: isComposing ? 300 : 100).id("feed")
            }
        }
    }
}
