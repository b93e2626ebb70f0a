import SwiftUI

/// A library's loading indicator: its modifier observes any object of a protocol (`V:
/// Reportable`), and hands the indicator bindings to that object's properties.
protocol Reportable: ObservableObject {
    var isLoading: Bool { get set }
    var progress: Double { get set }
}

final class Download: Reportable {
    @Published var isLoading = true
    @Published var progress = 0.25
}

struct ProgressBadge: View {
    @Binding var isLoading: Bool
    @Binding var progress: Double

    var body: some View {
        Text("\(Int(progress * 100))%")
            .onTapGesture {
                progress += 0.5
                if progress >= 1 { isLoading = false }
            }
    }
}

struct IndicatorModifier<V: Reportable>: ViewModifier {
    @ObservedObject var reporter: V

    func body(content: Content) -> some View {
        ZStack {
            content
            if reporter.isLoading {
                ProgressBadge(isLoading: $reporter.isLoading, progress: $reporter.progress)
                    .id("badge")
            }
        }
    }
}

struct DownloadRow: View {
    @StateObject var download = Download()

    var body: some View {
        Color.blue
            .frame(height: 40)
            .modifier(IndicatorModifier(reporter: download))
    }
}

#Preview("Download") { DownloadRow() }
