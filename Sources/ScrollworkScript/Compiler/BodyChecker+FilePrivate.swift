import ScrollworkFrontEnd

/// `private let logger = Logger(…)` at the top of several files of one app: Swift scopes a
/// `private` or `fileprivate` top-level name to its file, so each file has its own and they do
/// not clash. Such a variable or function is declared under a name of its file
/// (`fileScoped`); a name used in a file is looked up there first, then among the program's.
extension BodyChecker {
    /// The key a file's private top-level name is declared under (no Swift name has a `@`).
    static func fileScoped(_ name: String, file: Int) -> String { "\(name)@\(file)" }

    /// Whether a top-level declaration's name is its file's alone.
    static func isFilePrivate(_ declaration: Declaration) -> Bool {
        declaration.modifiers.contains { $0.kind == .private || $0.kind == .fileprivate }
    }

    func global(_ name: String, at range: SourceRange) -> GlobalName? { declarations.global(name, at: range) }

    func topLevelFunctions(_ name: String, at range: SourceRange) -> [ScriptFunction]? {
        declarations.topLevelFunctions(name, at: range)
    }
}

extension ProgramDeclarations {
    /// The name a top-level declaration is declared under: its own, or its file's key.
    func declaredName(_ name: String, of declaration: Declaration) -> String {
        guard BodyChecker.isFilePrivate(declaration) else { return name }
        filePrivateNames.insert(name)
        return BodyChecker.fileScoped(name, file: declaration.range.file)
    }

    /// The global a name used at `range` reaches: its file's private one, else the program's.
    func global(_ name: String, at range: SourceRange) -> GlobalName? { fileScoped(name, file: range.file, in: globals) }

    /// The key a top-level type alias is declared under: its own name, or its file's key when
    /// it is private (`fileprivate typealias ExampleView = Viewer.Delay` in several files).
    func aliasKey(_ alias: TypeAliasDecl) -> String {
        filePrivateAliases.contains(alias.nameRange) ? BodyChecker.fileScoped(alias.name, file: alias.nameRange.file) : alias.name
    }

    /// The top-level alias a name written in `file` reaches: its file's private one, else the program's.
    func globalTypeAlias(_ name: String, file: Int?) -> StaticType? { fileScoped(name, file: file, in: globalTypeAliases) }

    /// The declaration of the top-level alias a name written in `file` reaches.
    func globalTypeAliasDeclaration(_ name: String, file: Int) -> TypeAliasDecl? {
        fileScoped(name, file: file, in: globalTypeAliasDeclarations)
    }

    /// Of aliases not yet resolved, the one a name written in `file` reaches.
    func visibleAlias(named name: String, among aliases: [TypeAliasDecl], file: Int) -> TypeAliasDecl? {
        aliases.first { $0.name == name && filePrivateAliases.contains($0.nameRange) && $0.nameRange.file == file }
            ?? aliases.first { $0.name == name && !filePrivateAliases.contains($0.nameRange) }
    }

    /// The top-level functions a name used at `range` reaches, as `global(_:at:)` finds variables.
    func topLevelFunctions(_ name: String, at range: SourceRange) -> [ScriptFunction]? { fileScoped(name, file: range.file, in: functions) }

    /// What a name written in `file` reaches in a table of top-level names: its file's private
    /// one, else the program's.
    private func fileScoped<T>(_ name: String, file: Int?, in table: [String: T]) -> T? {
        if let file, filePrivateNames.contains(name), let own = table[BodyChecker.fileScoped(name, file: file)] { return own }
        return table[name]
    }
}
