import SwiftUI

// A header reporting how far the list has scrolled, as weather-app tutorials write it: the
// reader's closure declares its type (`proxy -> Color in`) and returns `.clear`, which is that
// type's member, after handing the offset to the view on the main queue.

struct ScrollReport: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Forecast")
                    .frame(height: 100)
                    .overlay {
                        GeometryReader { proxy -> Color in
                            let minY = proxy.frame(in: .named("list")).minY
                            DispatchQueue.main.async {
                                offset = minY
                            }
                            return .clear
                        }
                    }
                ForEach(0..<20) { day in
                    Text("Day \(day)").frame(height: 100)
                }
            }
        }
        .coordinateSpace(name: "list")
    }
}

#Preview("Report") { ScrollReport() }
