import ScrollworkFrontEnd

/// What `#file`, `#line`, `#function`… stand for at one place: a parameter that defaults to
/// one takes its caller's, as swiftc expands them where the function is called, however the
/// call reaches it (a direct call, a class's override, a protocol's method).
struct CallerSite {
    let path: String
    let fileID: String
    let line: Int
    let column: Int
    let function: String

    func value(_ kind: MagicIdentifier) -> Value {
        switch kind {
        case .file, .filePath: return .string(path)
        case .fileID: return .string(fileID)
        case .line: return .int(line)
        case .column: return .int(column)
        case .function: return .string(function)
        case .dsoHandle: return .host(ModuleImageAddress())
        }
    }
}
