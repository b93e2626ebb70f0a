import SwiftUI
import UIKit

// iOS 18's UIKit gesture recognizer in SwiftUI, as apps pan a side menu with it so a scroll
// view inside keeps its own scrolling: the recognizer is UIKit's, which is not simulated, so
// the gesture is attached and never recognised; the rest of the view works.

struct PanGesture: UIGestureRecognizerRepresentable {
    var handle: (UIPanGestureRecognizer) -> Void

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer()
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {}

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        handle(recognizer)
    }
}

struct SideMenu: View {
    @State private var offset: CGFloat = 0
    @State private var opened = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.teal
                .frame(height: 200)
                .offset(x: offset)
                .id("menu")
                .gesture(
                    PanGesture { gesture in
                        let translation = gesture.translation(in: gesture.view).x
                        if gesture.state == .changed { offset = translation }
                    }
                )
            Button("Open") { opened += 1 }
                .frame(height: 44)
        }
    }
}

#Preview("Side menu") { SideMenu() }
