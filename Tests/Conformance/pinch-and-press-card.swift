import SwiftUI

/// A photo card of an older app: pinch to zoom, twist to turn, hold to favourite (the iOS 13
/// `pressing:perform:` form of a long press), with its accessibility and bar decoration.
struct PinchAndPressCard: View {
    @State var scale: CGFloat = 1
    @State var turn = Angle.degrees(0)
    @State var isFavourite = false
    @State var pressStates: [Bool] = []

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Rectangle()
                    .frame(height: 200)
                    .scaleEffect(scale)
                    .rotationEffect(turn)
                    .gesture(
                        MagnificationGesture()
                            .onChanged { amount in scale = amount }
                            .onEnded { _ in scale = 1 }
                    )
                    .gesture(RotationGesture().onChanged { angle in turn = angle })
                    .id("photo")
                // iOS 17's names for the same gestures; their values hold the scale and the angle.
                Rectangle()
                    .frame(height: 50)
                    .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                    .simultaneousGesture(RotateGesture().onChanged { value in turn = value.rotation })
                    .id("thumbnail")
                Text(isFavourite ? "Favourite" : "Hold to favourite")
                    .frame(height: 100)
                    .onLongPressGesture(minimumDuration: 1, pressing: { inProgress in
                        pressStates.append(inProgress)
                    }) {
                        isFavourite.toggle()
                    }
                    .accessibility(addTraits: isFavourite ? [.isButton, .isSelected] : .isButton)
                    .accessibilityLabel(Text("Favourite"))
                    .accessibilityValue(Text(isFavourite ? "on" : "off"))
                    .id("favourite")
            }
            .toolbarBackground(.blue)
            .toolbarBackground(Color.red, for: .navigationBar)
        }
    }
}
