import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// An entry's declaration, parsed once from its Swift text by the language's own parser.
struct SurfaceSignature {
    enum Kind: Equatable { case function, initializer, property, enumCase }
    let kind: Kind
    let isStatic: Bool
    let isMutating: Bool
    /// A property declared `{ get set }`.
    let isSettable: Bool
    var parameters: [SurfaceParameter]
    /// A function's result or a property's type; nil for `Void` functions and initialisers.
    let type: TypeSyntax?
    /// `<S: ShapeStyle, T>`: each generic parameter's constraint, nil when it has none. An
    /// argument for `S` is then read as a `ShapeStyle` (`.red`, `.rect(cornerRadius:)`).
    var genericConstraints: [String: String?] = [:]
    /// A function declared `throws` (`async throws` too).
    var isThrowing = false

    var isCallable: Bool { kind == .function || kind == .initializer }
    var shapes: [ParameterShape] { parameters.map(\.shape) }

    static let enumCase = SurfaceSignature(kind: .enumCase, isStatic: true, isMutating: false, isSettable: false,
                                           parameters: [], type: nil)

    /// Generic parameters whose elements are the receiver's, read from the declaration's
    /// `where` clause (`S` of `append<S>(contentsOf: S) where Element == S.Element`): an array
    /// literal passed there is of the receiver's elements (`kinds.append(contentsOf: [.bugs])`).
    static func elementSequences(in declaration: String) -> Set<String> {
        guard let clause = declaration.range(of: " where ") else { return [] }
        var names = Set<String>()
        for requirement in declaration[clause.upperBound...].split(separator: ",") {
            let sides = requirement.components(separatedBy: "==").map { String($0.trimmingSpaces) }
            guard sides.count == 2, sides.contains("Element") || sides.contains("Self.Element"),
                  let other = sides.first(where: { $0.hasSuffix(".Element") && $0 != "Self.Element" }) else { continue }
            names.insert(String(other.dropLast(".Element".count)))
        }
        return names
    }

    /// The generic parameters written between `<` and `>` after the declared name.
    static func genericConstraints(in declaration: String) -> [String: String?] {
        // Searched as bytes: most declarations have no `<`, and these are ASCII.
        let bytes = declaration.utf8
        guard let open = bytes.firstIndex(of: UInt8(ascii: "<")), let paren = bytes.firstIndex(of: UInt8(ascii: "(")), open < paren,
              let close = bytes[open..<paren].lastIndex(of: UInt8(ascii: ">")) else { return [:] }
        var result = [String: String?]()
        for part in declaration[declaration.index(after: open)..<close].split(separator: ",") {
            let pieces = part.split(separator: ":", maxSplits: 1).map { String($0.trimmingSpaces) }
            guard let name = pieces.first, !name.isEmpty else { continue }
            let constraint = pieces.count > 1 ? pieces[1].split(separator: "&").first.map { String($0.trimmingSpaces) } : nil
            result[name] = constraint
        }
        return result
    }
}

/// One parameter of an entry, as Swift declares it.
struct SurfaceParameter {
    let label: String?
    let name: String
    let type: TypeSyntax
    let defaultValue: Expression?
    let isVariadic: Bool
    let isInout: Bool
    /// `@ViewBuilder content: () -> Content`: its closure is compiled as a view builder.
    let isViewBuilder: Bool
    /// Whether a closure may be passed: a function type, or a generic one (`Element`) that
    /// may stand for a function type; settled when the surface knows every type's name.
    var acceptsClosure: Bool
    /// For a function type, which of its parameters are `inout` (`(inout Path) -> ()`): a
    /// closure passed here may change those.
    var inoutClosureParameters: [Bool] = []

    var shape: ParameterShape {
        ParameterShape(label: label, hasDefault: defaultValue != nil, isVariadic: isVariadic, acceptsClosure: acceptsClosure)
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end, as `trimmingCharacters(in: .whitespaces)` gives
    /// it, without its trip through `NSString`: that trip was a tenth of building the
    /// standard surface, which every session and `check` builds first.
    var trimmingSpaces: SubSequence {
        func isSpace(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
        var start = startIndex, end = endIndex
        while start < end, isSpace(self[start]) { start = index(after: start) }
        while end > start, isSpace(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }
}

extension TypeSyntax {
    /// A function type, perhaps optional: what a closure argument can be passed to.
    var isFunction: Bool {
        switch kind {
        case .function: return true
        case .optional(let inner), .implicitlyUnwrapped(let inner): return inner.isFunction
        default: return false
        }
    }
}

/// Turns declaration text into a signature with the script parser, so entries are written
/// in the Swift an app developer reads in Apple's documentation.
enum SurfaceSignatureParser {
    /// The file id every declaration is parsed under; no diagnostic is ever shown in it.
    static let fileID = Int.min / 2

    /// Messages the parser still gives for Swift that declarations use but scripts may not
    /// declare yet (generic parameters); the signature itself parses.
    private static let tolerated = ["generic parameters are not supported", "generic 'where' clauses",
                                    "'throws' is not supported", "'rethrows' is not supported", "'async' is not supported"]

    enum Failure: Error, CustomStringConvertible {
        case syntax(String)
        case shape(String)
        var description: String {
            switch self {
            case .syntax(let message): return "does not parse: \(message)"
            case .shape(let message): return message
            }
        }
    }

    static func parse(_ declaration: String) throws -> SurfaceSignature {
        var text = String(declaration.trimmingSpaces)
        var settable = false
        if text.hasSuffix("{ get set }") {
            settable = true
            text = String(text.dropLast("{ get set }".count))
        } else if text.hasSuffix("{ get }") {
            text = String(text.dropLast("{ get }".count))
        }
        let isCallable = !(text.hasPrefix("var ") || text.hasPrefix("let ") || text.hasPrefix("static var ")
                           || text.hasPrefix("static let "))
        let source = "struct Surface {\n" + text + (isCallable ? " {}" : "") + "\n}\n"
        let (unit, diagnostics) = Parser.parse(SourceFile(id: fileID, path: "<surface>", text: source))
        if let error = diagnostics.first(where: { diagnostic in
            diagnostic.isError && !tolerated.contains { diagnostic.message.hasPrefix($0) }
        }) {
            throw Failure.syntax(error.message)
        }
        guard case .structDecl(let owner)? = unit.declarations.first?.kind, owner.members.count == 1 else {
            throw Failure.shape("is not one member declaration")
        }
        let member = owner.members[0]
        var signature = try signature(of: member, settable: settable)
        for index in signature.parameters.indices {
            signature.parameters[index].inoutClosureParameters = signature.parameters[index].type.inoutParameters
        }
        signature.genericConstraints = SurfaceSignature.genericConstraints(in: text)
        return signature
    }

    private static func signature(of member: Declaration, settable: Bool) throws -> SurfaceSignature {
        let isStatic = member.isStatic, isMutating = member.isMutating
        switch member.kind {
        case .function(let function):
            var signature = SurfaceSignature(kind: .function, isStatic: isStatic, isMutating: isMutating, isSettable: false,
                                             parameters: function.parameters.map(parameter), type: function.returnType)
            signature.isThrowing = function.throwing != .none
            return signature
        case .initializer(let initializer):
            return SurfaceSignature(kind: .initializer, isStatic: true, isMutating: false, isSettable: false,
                                    parameters: initializer.parameters.map(parameter), type: nil)
        case .variable(let variable):
            guard let type = variable.type else { throw Failure.shape("a property needs its type") }
            return SurfaceSignature(kind: .property, isStatic: isStatic, isMutating: false, isSettable: settable,
                                    parameters: [], type: type)
        default:
            throw Failure.shape("is not a function, initialiser or property")
        }
    }

    private static func parameter(_ syntax: Parameter) -> SurfaceParameter {
        SurfaceParameter(label: syntax.label, name: syntax.name, type: syntax.type, defaultValue: syntax.defaultValue,
                         isVariadic: syntax.isVariadic, isInout: syntax.isInout,
                         isViewBuilder: syntax.attributes.contains { SyntaxNames.viewBuilderAttributes.contains($0.name) },
                         acceptsClosure: syntax.type.isFunction)
    }
}
