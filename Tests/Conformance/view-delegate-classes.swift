import SwiftUI
import UIKit

// A view model that is also a UIKit gesture delegate, as apps make one to let a pan gesture run
// beside a scroll view's: it loads and works as any observable object; nothing here calls its
// delegate methods, as no UIKit gesture recogniser is made.
final class PullModel: NSObject, ObservableObject, UIGestureRecognizerDelegate {
    @Published var pulls = 0

    func pull() { pulls += 1 }
}

// A drop delegate: nothing is dropped here, so `performDrop` runs only when code calls it.
struct CardDropDelegate: DropDelegate {
    let model: PullModel

    func performDrop(info: DropInfo) -> Bool {
        model.pull()
        return true
    }
}

struct PullToRefresh: View {
    @StateObject private var model = PullModel()

    var body: some View {
        VStack {
            Text("\(model.pulls) pulls").id("count")
            Button("Pull") { model.pull() }.id("pull")
        }
        .onDrop(of: [.text], delegate: CardDropDelegate(model: model))
    }
}
