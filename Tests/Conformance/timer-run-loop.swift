import SwiftUI

/// A download bar filled by a timer that is made first and then given to the main run loop,
/// and a placeholder `Timer()` kept until a real one replaces it.
struct DownloadBar: View {
    @State private var downloaded = 0
    @State private var placeholder = Timer()

    var body: some View {
        VStack {
            Text("\(downloaded) %")
                .id("progress")
            Text(placeholder.isValid ? "valid" : "placeholder")
                .id("placeholder")
            Button("Start") {
                let timer = Timer(timeInterval: 0.1, repeats: true) { timer in
                    if downloaded < 5 {
                        downloaded += 1
                    } else {
                        timer.invalidate()
                    }
                }
                RunLoop.main.add(timer, forMode: .common)
            }
            Button("Check now") {
                // A one-off check fired at once: it runs now, then is invalid (it does not repeat).
                let check = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in downloaded += 10 }
                check.fire()
                check.fire()
                placeholder = check
            }
        }
    }
}

#Preview("Download bar") {
    DownloadBar()
}
