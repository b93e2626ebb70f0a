import SwiftUI
import UIKit

extension Notification.Name {
    static let draftSaved = Notification.Name("DraftSaved")
}

/// A form's helper in the shape apps write it: an object observing the keyboard's notifications
/// and one of the app's own with target-action methods, and stopping when asked.
final class DraftWatcher: NSObject, ObservableObject {
    @Published var keyboardHeight: CGFloat = 0
    @Published var saves = 0
    @Published var ownSaves = 0
    @Published var blockSaves = 0
    private var savedToken: NSObjectProtocol?

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(draftWasSaved), name: .draftSaved, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(ownDraftWasSaved), name: .draftSaved, object: self)
        savedToken = NotificationCenter.default.addObserver(forName: .draftSaved, object: nil, queue: .main) { [weak self] _ in
            self?.blockSaves += 1
        }
    }

    /// The keyboard's notifications, by the names UIKit gives them.
    static let keyboardNames = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
    /// The same names through UIApplication, a UIResponder, as apps also write them.
    static let applicationKeyboardNames = [UIApplication.keyboardWillShowNotification, UIApplication.keyboardDidShowNotification,
                                           UIApplication.keyboardWillHideNotification, UIApplication.keyboardDidHideNotification,
                                           UIApplication.keyboardWillChangeFrameNotification, UIApplication.keyboardDidChangeFrameNotification]
    static let windowKeyboardNames = [UIWindow.keyboardWillShowNotification, UIWindow.keyboardDidShowNotification,
                                      UIWindow.keyboardWillHideNotification, UIWindow.keyboardDidHideNotification,
                                      UIWindow.keyboardWillChangeFrameNotification, UIWindow.keyboardDidChangeFrameNotification]
    static let windowInfoKeys = [UIWindow.keyboardFrameBeginUserInfoKey, UIWindow.keyboardFrameEndUserInfoKey,
                                 UIWindow.keyboardAnimationDurationUserInfoKey, UIWindow.keyboardAnimationCurveUserInfoKey,
                                 UIWindow.keyboardIsLocalUserInfoKey]
    static let applicationInfoKeys = [UIApplication.keyboardFrameBeginUserInfoKey, UIApplication.keyboardFrameEndUserInfoKey,
                                      UIApplication.keyboardAnimationDurationUserInfoKey, UIApplication.keyboardAnimationCurveUserInfoKey,
                                      UIApplication.keyboardIsLocalUserInfoKey]

    @objc func keyboardWillShow(notification: Notification) {
        keyboardHeight = 300
    }

    @objc func draftWasSaved(_ notification: Notification) {
        saves += 1
    }

    @objc func ownDraftWasSaved(_ notification: Notification) {
        ownSaves += 1
    }

    func saveOwnDraft() {
        NotificationCenter.default.post(name: .draftSaved, object: self)
    }

    /// Stops hearing its own saves alone: the entry registered with this object as sender; the
    /// one for every sender (`object: nil`) stays, as Apple documents for `object:`.
    func quietOwn() {
        NotificationCenter.default.removeObserver(self, name: .draftSaved, object: self)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
        if let savedToken {
            NotificationCenter.default.removeObserver(savedToken)
        }
    }
}

struct DraftForm: View {
    @StateObject private var watcher = DraftWatcher()

    var body: some View {
        VStack(spacing: 0) {
            Text("saves \(watcher.saves), own \(watcher.ownSaves), block \(watcher.blockSaves), keyboard \(Int(watcher.keyboardHeight))")
                .frame(height: 44)
                .id("status")
            Button("Save") {
                NotificationCenter.default.post(name: .draftSaved, object: nil)
            }
            .frame(height: 44)
            .id("save")
            Button("Save own") {
                watcher.saveOwnDraft()
            }
            .frame(height: 44)
            .id("own")
            Button("Quiet own") {
                watcher.quietOwn()
            }
            .frame(height: 44)
            .id("quiet")
            Button("Stop") {
                watcher.stop()
            }
            .frame(height: 44)
            .id("stop")
        }
    }
}

#Preview { DraftForm() }
