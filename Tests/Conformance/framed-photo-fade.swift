import SwiftUI

/// Cards whose photo carries its id, the fade written on the padded frame around the photo.
struct PaddedPhotos: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    HStack(spacing: 0) {
                        Color.gray.frame(width: 100, height: 200)
                        Color.blue
                            .frame(width: 100, height: 100)
                            .id("photo-\(index)")
                            .padding(50)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.25)
                            }
                    }
                }
            }
        }
    }
}

/// The same cards with the fade written on the photo itself, inside the padding.
struct FadedPhotos: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { index in
                    HStack(spacing: 0) {
                        Color.gray.frame(width: 100, height: 200)
                        Color.blue
                            .frame(width: 100, height: 100)
                            .id("photo-\(index)")
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.25)
                            }
                            .padding(50)
                            .offset(x: 5)
                    }
                }
            }
        }
    }
}
