/// One input: what the child runs, and the shape it was made in (for the report).
struct FuzzInput {
    enum Kind: String {
        /// A `.swift` file: loaded, then each of its scenes opened, stepped and shown.
        case swift
        /// A session script, run as `scrollwork run` runs it; `companion` is a `.swift` file it may load.
        case session
        /// Lines piped into the REPL, as `scrollwork < input` reads them.
        case repl
        /// An app folder (`folder`), run through `scrollwork check DIR` and then `scrollwork DIR`.
        case folder

        var fileExtension: String { rawValue }
    }

    var kind: Kind
    /// What made it: a grammar shape (`operator-chain`) or `mutated:FILE`.
    var shape: String
    var bytes: [UInt8]
    /// For a session: the `.swift` file saved next to it as `companion.swift`.
    var companion: [UInt8]?
    /// For a folder: what it holds.
    var folder: [FolderEntry] = []

    init(_ kind: Kind, _ shape: String, _ text: String, companion: String? = nil) {
        self.init(kind, shape, Array(text.utf8), companion: companion.map { Array($0.utf8) })
    }

    init(_ kind: Kind, _ shape: String, _ bytes: [UInt8], companion: [UInt8]? = nil) {
        self.kind = kind
        self.shape = shape
        self.bytes = bytes
        self.companion = companion
    }

    init(folder: [FolderEntry], shape: String) {
        self.init(.folder, shape, [UInt8]())
        self.folder = folder
    }
}
