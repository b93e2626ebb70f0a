import SwiftUI

/// A colour picker: the system colours as swatches in an adaptive grid, then custom colours
/// and gradients in a grid of one fixed and one flexible column.
struct ColorSwatches: View {
    let system: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple,
                           .pink, .brown, .white, .gray, .black, .clear, .primary, .secondary, .accentColor]

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 10) {
                    ForEach(0..<system.count, id: \.self) { index in
                        system[index]
                            .frame(height: 60)
                    }
                }
                LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible(minimum: 50, maximum: 200))], spacing: 12) {
                    Color("BrandTeal").id("asset")
                    Color(red: 0.2, green: 0.4, blue: 0.6).id("rgb")
                    Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5).id("p3")
                    Color(white: 0.5).id("white")
                    Color(.sRGBLinear, white: 0.2, opacity: 0.8).id("linear")
                    Color(hue: 0.3, saturation: 0.5, brightness: 0.9).id("hue")
                    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).id("linearGradient")
                    LinearGradient(gradient: Gradient(colors: [.green, .yellow]), startPoint: .leading, endPoint: .trailing)
                        .id("linearFromGradient")
                    RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).id("radial")
                    RadialGradient(gradient: Gradient(colors: [.pink, .purple]), center: .topLeading, startRadius: 5, endRadius: 40)
                        .id("radialFromGradient")
                    AngularGradient(colors: [.orange, .teal], center: .center).id("angular")
                    AngularGradient(gradient: Gradient(colors: [.mint, .indigo]), center: .bottomTrailing).id("angularFromGradient")
                }
            }
        }
    }
}
