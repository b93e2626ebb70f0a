import ScrollworkFrontEnd

/// `Text(name).emojiText.size(12)`: a modifier a package adds to views behind a namespace
/// property (`extension View { var emojiText: EmojiTextNamespace }`, as EmojiText and
/// Kingfisher's `.kf` do), in a file that imports a module we know nothing of. The property
/// and the call after it are one modifier of that module: left off, the view drawn without it,
/// as a modifier no loaded file declares is (one located warning per name, naming the module).
extension BodyChecker {
    /// The receiver, unchanged, when `operations[index]` reads such a namespace and a call of
    /// one of its members follows; nil for anything else.
    func unsimulatedModifierNamespace(_ receiver: Typed, _ operations: [PostfixOperation], at index: Int) -> Typed? {
        guard index + 2 < operations.count, case .member(let name, let nameRange) = operations[index].kind,
              operations[index + 1].memberName != nil, let arguments = operations[index + 2].callArguments,
              isView(receiver.type), undeclared.lacksMember(name), memberNames(of: receiver.type).contains(name) == false,
              let module = undeclared.importedModule(declaring: name, inFile: nameRange.file) else { return nil }
        compileDiscarding(arguments)
        if sink.warnedNames.insert(name).inserted {
            warning(ModifierNamespaceMessages.leftOff(name, module), at: nameRange)
        }
        return receiver
    }

    private func isView(_ type: StaticType) -> Bool {
        switch type.unwrapped {
        case .named(let name): return surface.lineage(of: name).contains("View")
        case .record(let ref): return conforms(ref.type, to: "View")
        default: return false
        }
    }
}

enum ModifierNamespaceMessages {
    static func leftOff(_ name: String, _ module: String) -> String {
        "'\(name)' is from \(module), which scrollwork does not simulate; the view is drawn without its modifier"
    }
}
