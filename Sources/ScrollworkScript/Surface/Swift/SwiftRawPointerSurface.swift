import ScrollworkCore

/// `UnsafeRawPointer`, as far as apps meet one in a scene: `#dsohandle`, the address of the
/// module's loaded image, which apps print or pass to `os_log(_:dso:…)`. Memory is not read
/// through it here.
enum SwiftRawPointerSurface: SurfaceProvider {
    static func register(in surface: inout SurfaceBuilder) {
        surface.type(ModuleImageAddress.pointerType, conformsTo: ["Hashable"],
                     doc: "An address in memory; here only the module's image address of #dsohandle.") { _ in }
    }
}
