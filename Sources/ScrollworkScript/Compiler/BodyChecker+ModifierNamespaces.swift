import ScrollworkFrontEnd

/// Modifiers a module we do not simulate adds to views, left off: the view is drawn without
/// them, as without a modifier no loaded file declares (one located warning per name, naming
/// the module).
/// - `ProductView(id: id).productViewStyle(.large)`: one the module's names list
///   (`UnsimulatedModuleNames`), in a file that imports it;
/// - `Text(name).emojiText.size(12)`: one behind a namespace property (`extension View { var
///   emojiText: EmojiTextNamespace }`, as EmojiText and Kingfisher's `.kf` do), in a file that
///   imports a module we know nothing of. The property and the call after it are one modifier.
extension BodyChecker {
    /// The receiver, unchanged, when `name` is a modifier of a module the file imports that we
    /// do not simulate; nil for another name.
    func unsimulatedModifier(_ receiver: Typed, _ name: String, _ arguments: [Argument], nameRange: SourceRange) -> TypedExpression? {
        guard let module = undeclared.importedModule(declaring: name, inFile: nameRange.file),
              UnsimulatedModuleNames.owner[name] == module else { return nil }
        leaveOff(name, arguments, module, at: nameRange)
        return .unchangedReceiver(receiver)
    }

    /// The receiver, unchanged, when `operations[index]` reads such a namespace and a call of
    /// one of its members follows; nil for anything else.
    func unsimulatedModifierNamespace(_ receiver: Typed, _ operations: [PostfixOperation], at index: Int) -> TypedExpression? {
        guard index + 2 < operations.count, case .member(let name, let nameRange) = operations[index].kind,
              operations[index + 1].memberName != nil, let arguments = operations[index + 2].callArguments,
              isView(receiver.type), undeclared.lacksMember(name), memberNames(of: receiver.type).contains(name) == false,
              let module = undeclared.importedModule(declaring: name, inFile: nameRange.file) else { return nil }
        leaveOff(name, arguments, module, at: nameRange)
        return .unchangedReceiver(receiver)
    }

    /// Reports a modifier of `module` the view is drawn without, its arguments checked for what they declare.
    private func leaveOff(_ name: String, _ arguments: [Argument], _ module: String, at nameRange: SourceRange) {
        compileDiscarding(arguments)
        if sink.warnedNames.insert(name).inserted {
            warning(ModifierNamespaceMessages.leftOff(name, module), at: nameRange)
        }
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
