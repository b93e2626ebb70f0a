import Foundation
import ScrollworkFrontEnd

/// `error.localizedDescription` of a script's error, as Foundation writes it: a
/// `LocalizedError`'s `errorDescription` when it gives one, else Foundation's sentence with
/// the error's domain (its module-qualified type name) and code.
struct ErrorDescriptions {
    let machine: Machine
    let members: Members

    func localizedDescription(of value: Value, context: ScriptContext?, range: SourceRange) throws -> String {
        let type: StructType?
        switch value {
        case .record(let record, _), .enumCase(let record, _, _): type = record.type
        case .object(let object): type = object.type
        default: type = nil
        }
        if case .host(let error as DescribedError) = value { return error.localizedDescription }
        guard let type else { return Value.describe(value) }
        // A value read where its type was not known may be no error at all, with a
        // `localizedDescription` of its own.
        if !type.allConformances.contains("Error"), !type.allConformances.contains("LocalizedError"),
           let getter = members.getter(ValueKind(value), "localizedDescription", range: range) {
            return Value.describe(try getter(value, context))
        }
        if type.allConformances.contains("LocalizedError"),
           let getter = members.getter(ValueKind(value), "errorDescription", range: range),
           case .string(let text) = try getter(value, context) {
            return text
        }
        // A `CustomNSError`'s user info may describe it, as NSError reads its description there.
        if case .string(let text)? = try customUserInfo(of: value, type, context: context, range: range)?[.string(NSErrorValue.descriptionKey)] {
            return text
        }
        return Self.foundationSentence(domain: try domain(of: value, type, context: context, range: range),
                                       code: try code(of: value, type, context: context, range: range))
    }

    /// The error's domain: a `CustomNSError`'s `errorDomain`, else its module-qualified type name.
    private func domain(of value: Value, _ type: StructType, context: ScriptContext?, range: SourceRange) throws -> String {
        if type.allConformances.contains(Self.customNSError) {
            if let slot = type.staticSlots["errorDomain"], case .string(let domain) = machine.globals.slots[slot] { return domain }
            if let getter = type.staticComputed["errorDomain"],
               case .string(let domain) = try getter.run(Frame(size: getter.frameSize, parent: nil, context: context), machine: machine, at: range) {
                return domain
            }
        }
        return machine.moduleName + "." + type.name
    }

    /// The error's code: a `CustomNSError`'s `errorCode`, else the one Swift gives it.
    private func code(of value: Value, _ type: StructType, context: ScriptContext?, range: SourceRange) throws -> Int {
        if type.allConformances.contains(Self.customNSError), let getter = members.getter(ValueKind(value), "errorCode", range: range),
           case .int(let code) = try getter(value, context) {
            return code
        }
        return Self.code(of: value)
    }

    /// A `CustomNSError`'s `errorUserInfo`, when it declares one.
    private func customUserInfo(of value: Value, _ type: StructType, context: ScriptContext?, range: SourceRange) throws -> DictionaryValue? {
        guard type.allConformances.contains(Self.customNSError), let getter = members.getter(ValueKind(value), "errorUserInfo", range: range),
              case .dictionary(let info) = try getter(value, context) else { return nil }
        return info
    }

    /// Foundation's protocol by which an error says how it bridges to `NSError`.
    static let customNSError = "CustomNSError"

    /// The error as an `NSError` (`catch let error as NSError`, `(error as NSError).code`): every
    /// Swift error bridges, with its type's domain and Swift's code, its description kept.
    func bridged(_ value: Value, context: ScriptContext?, range: SourceRange) throws -> Value {
        if case .host(let error as DescribedError) = value { return .host(error.bridged) }
        let type: StructType
        switch value {
        case .record(let record, _), .enumCase(let record, _, _): type = record.type
        case .object(let object): type = object.type
        default: return value
        }
        let described = try localizedDescription(of: value, context: context, range: range)
        var info: [(key: String, value: Value)] = type.allConformances.contains("LocalizedError")
            ? [(NSErrorValue.descriptionKey, .string(described))] : []
        if let custom = try customUserInfo(of: value, type, context: context, range: range) {
            info = custom.pairs.compactMap { key, value in if case .string(let name) = key { (name, value) } else { nil } }
        }
        return .host(NSErrorValue(domain: try domain(of: value, type, context: context, range: range),
                                  code: try code(of: value, type, context: context, range: range), userInfo: info, sentence: described))
    }

    /// What Foundation says of an error with no description of its own.
    static func foundationSentence(domain: String, code: Int) -> String {
        "The operation could not be completed. (\(domain) error \(code).)"
    }

    /// The code Swift gives an error bridged to `NSError`: for an enum, the case's place in the
    /// enum's layout, where the cases with associated values come first (each group in
    /// declaration order); 1 for a struct or a class.
    static func code(of value: Value) -> Int {
        guard case .enumCase(let record, let index, _) = value else { return 1 }
        let cases = record.type.cases
        guard index < cases.count else { return 0 }
        let withPayload = cases.filter(\.hasPayload).count
        if cases[index].hasPayload { return cases[..<index].filter(\.hasPayload).count }
        return withPayload + cases[..<index].filter { !$0.hasPayload }.count
    }
}

/// A framework's error value (`DecodingError`) with the description Foundation gives it.
protocol DescribedError: HostObject {
    var localizedDescription: String { get }
    /// The error as an `NSError`: its domain and code as Swift bridges them.
    var bridged: NSErrorValue { get }
}

/// A failure of a framework call that is a Swift error the script may catch (`DecodingError`):
/// `located(_:_:)` turns it into a thrown error at the call.
protocol ThrowableFailure: Error {
    var thrownValue: Value { get }
    var thrownDescription: String { get }
}
