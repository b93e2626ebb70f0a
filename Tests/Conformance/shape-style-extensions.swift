import SwiftUI

/// An app's own colours, declared where SwiftUI looks for leading-dot shape styles.
extension ShapeStyle where Self == Color {
    static var cardBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
    /// Made as `Self(…)` and `self.init(…)`: `Self` is Color here.
    static var cardBorder: Color { Self(white: 0.5) }
    static var cardShadow: Color { self.init(red: 0, green: 0, blue: 0) }
}

/// A titled screen of cards drawn with gradients of every kind and the app's own colour, and
/// a button tinted with a gradient.
struct GradientCards: View {
    @State private var title = "Cards"

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    RadialGradient(stops: [.init(color: .blue, location: 0.3), .init(color: .red, location: 0.3)],
                                   center: .top, startRadius: 200, endRadius: 700)
                        .frame(height: 100)
                        .id("radial")
                    AngularGradient(colors: [.red, .yellow, .green], center: .center, angle: .degrees(90))
                        .frame(height: 50)
                        .id("angular")
                    EllipticalGradient(colors: [.white, .black])
                        .frame(height: 60)
                        .id("elliptical")
                    LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 1)],
                                   startPoint: .top, endPoint: .bottom)
                        .frame(height: 40)
                        .id("linear")
                    HStack(spacing: 0) {
                        AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                        center: .center, startAngle: .zero, endAngle: .degrees(180))
                        AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(45))
                        AngularGradient(stops: [.init(color: .red, location: 0.5)], center: .top, angle: .zero)
                        EllipticalGradient(gradient: Gradient(colors: [.white, .gray]), center: .center,
                                           startRadiusFraction: 0, endRadiusFraction: 0.5)
                        EllipticalGradient(stops: [.init(color: .white, location: 0)], endRadiusFraction: 1)
                    }
                    .frame(height: 30)
                    .id("swatches")
                    Text("Total")
                        .padding([.horizontal, .bottom])
                        .background(.cardBackground)
                        .border(.cardBorder)
                        .shadow(color: .cardShadow, radius: 0)
                        .id("total")
                    // A Gradient is a shape style too (top to bottom), to fill or to tint with.
                    Rectangle()
                        .fill(Gradient(colors: [.blue, .green]))
                        .frame(height: 20)
                        .id("fill")
                    Button("Go") {}
                        .tint(Gradient(colors: [.blue, .green]))
                        .id("go")
                }
            }
            .navigationTitle($title)
        }
    }
}
