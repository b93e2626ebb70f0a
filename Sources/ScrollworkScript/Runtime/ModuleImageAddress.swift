/// The address `#dsohandle` gives: on a device it is wherever the system loaded the app, a
/// different number on every launch; here it is the address an arm64 app's image is linked at
/// (0x100000000), so a scene prints the same on every run. Prints as Swift prints a pointer.
final class ModuleImageAddress: HostValue {
    static let pointerType = "UnsafeRawPointer"
    let typeName = pointerType
    var valueDescription: String { "0x0000000100000000" }
    var equalityKey: String { valueDescription }
}
