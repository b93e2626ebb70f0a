/// `NSCoder`: what an archived object is read from, named by the `required init?(coder:)` a
/// subclass of a framework class declares. Archiving objects (`NSKeyedArchiver`) is not
/// simulated, so no coder is ever made and such an initialiser never runs.
enum FoundationNSCoderSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type("NSCoder", .class, doc: "An archive objects are read from; none is made here, as archiving is not simulated.")
    }
}
