extension DeviceRegion {
    /// The settings of the device the code runs on (the defaults outside a program).
    static func of(_ context: ScriptContext?) -> DeviceRegion {
        context?.machine.platform.region ?? DeviceRegion()
    }
}
