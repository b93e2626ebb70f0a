import SwiftUI

// An alert made from an error (iOS 15's alert(isPresented:error:…)): presented while its
// binding is true and there is an error, titled by the error's errorDescription; the second
// form hands the error to its actions and message.

enum UploadError: LocalizedError {
    case offline
    case tooLarge(megabytes: Int)

    var errorDescription: String? {
        switch self {
        case .offline: return "You are offline"
        case .tooLarge(let megabytes): return "The file is \(megabytes) MB"
        }
    }
}

struct UploadForm: View {
    @State private var showsError = false
    @State private var showsOffline = false
    @State private var error: UploadError?
    @State private var status = "idle"

    var body: some View {
        VStack(spacing: 12) {
            Text(status).id("status")
            Button("Upload") {
                error = .tooLarge(megabytes: 12)
                showsError = true
            }
            Button("Go offline") { showsOffline = true }
        }
        .alert(isPresented: $showsError, error: error) { failure in
            Button("Shrink") { status = "shrunk: \(failure.errorDescription ?? "")" }
        } message: { failure in
            Text("Try a file under \(failure.errorDescription ?? "") less.")
        }
        .alert(isPresented: $showsOffline, error: UploadError.offline) {
            Button("Wait") { status = "waiting" }
        }
    }
}

#Preview("Upload") {
    UploadForm()
}
