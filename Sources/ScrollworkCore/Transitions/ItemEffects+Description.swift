import Foundation

extension ItemEffects {
    /// What a number in a description measures, so each caller can format it its own way.
    public enum Quantity: Sendable { case factor, points, degrees }

    /// The effects that differ from identity, one phrase each in a fixed order
    /// (`scale 0.8`, `opacity 0.5`, `offset (0, 12)` …), numbers formatted by `format`.
    public func changes(_ format: (Double, Quantity) -> String) -> [String] {
        var parts: [String] = []
        if scaleX != 1 || scaleY != 1 {
            parts.append(scaleX == scaleY ? "scale \(format(scaleX, .factor))"
                         : "scale \(format(scaleX, .factor))×\(format(scaleY, .factor))")
        }
        if opacity != 1 { parts.append("opacity \(format(opacity, .factor))") }
        if offsetX != 0 || offsetY != 0 { parts.append("offset (\(format(offsetX, .points)), \(format(offsetY, .points)))") }
        if rotation != 0 { parts.append("rotation \(format(rotation, .degrees))°") }
        if blur != 0 { parts.append("blur \(format(blur, .points))") }
        if brightness != 0 { parts.append("brightness \(format(brightness, .factor))") }
        if contrast != 1 { parts.append("contrast \(format(contrast, .factor))") }
        if saturation != 1 { parts.append("saturation \(format(saturation, .factor))") }
        if grayscale != 0 { parts.append("grayscale \(format(grayscale, .factor))") }
        if hueRotation != 0 { parts.append("hueRotation \(format(hueRotation, .degrees))°") }
        for turn in rotations3D {
            parts.append("rotation3D \(format(turn.angle, .degrees))° about (\(format(turn.axisX, .factor)), "
                         + "\(format(turn.axisY, .factor)), \(format(turn.axisZ, .factor)))")
        }
        return parts
    }
}
