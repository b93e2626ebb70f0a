import SwiftUI

// A sheet's detents as apps keep them in state, watched with onChange: a detent is Hashable,
// two fractions equal when their numbers are. The sheet itself is not presented here, so
// only code changes the selection. The listing shown is an NSObject, Equatable as NSObject
// is (the same instance), so onChange watches it too.

class Listing: NSObject {
    let id: Int
    init(id: Int) { self.id = id }
}

struct PropertyDetail: View {
    @State private var selectedDetent: PresentationDetent = .fraction(0.15)
    @State private var isVideoPlaying = true
    @State private var changes = 0
    @State private var listing: Listing? = nil
    @State private var lastViewed = 0

    var body: some View {
        VStack(spacing: 0) {
            Button("Peek") { selectedDetent = .fraction(0.15) }.frame(height: 44)
            Button("Half") { selectedDetent = .fraction(0.5) }.frame(height: 44)
            Button("Full") { selectedDetent = .large }.frame(height: 44)
            Text("\(changes) \(isVideoPlaying ? "playing" : "paused")").frame(height: 44).id("status")
            Button("Listing 7") { listing = Listing(id: 7) }.frame(height: 44)
            Text("viewed \(lastViewed)").frame(height: 44).id("viewed")
        }
        .sheet(isPresented: .constant(false)) {
            Text("Details").presentationDetents([.fraction(0.15), .fraction(0.5), .large], selection: $selectedDetent)
        }
        .onChange(of: listing) { _ in
            lastViewed = listing?.id ?? 0
        }
        .onChange(of: selectedDetent) { oldValue, newValue in
            changes += 1
            isVideoPlaying = newValue == .fraction(0.15)
        }
    }
}

#Preview("Detail") { PropertyDetail() }
