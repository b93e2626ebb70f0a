import SwiftUI
import UIKit

/// A form that keeps clear of the keyboard, as apps write it: it reads the keyboard's end frame
/// from a keyboard notification's user info, by UIKit's key. Nothing shows a keyboard here, so
/// only the notification the app posts itself arrives. Its back button's symbol is a template
/// image, tinted by the view (drawn only).
struct KeyboardAwareForm: View {
    @State private var keyboardHeight: CGFloat = 0

    private var backImage: UIImage {
        (UIImage(systemName: "chevron.backward") ?? UIImage()).withRenderingMode(.alwaysTemplate)
    }

    var body: some View {
        VStack(spacing: 0) {
            Text("\(keyboardHeight)").id("height")
            Text([UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                  UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                  UIResponder.keyboardIsLocalUserInfoKey].joined(separator: " ")).id("keys")
            Button("Show") {
                NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336)])
            }
            .id("show")
            Image(uiImage: backImage).id("template")
            Image(uiImage: UIImage(systemName: "chevron.backward") ?? UIImage()).id("original")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            keyboardHeight = frame.height
        }
    }
}

#Preview("Keyboard aware form") { KeyboardAwareForm() }
