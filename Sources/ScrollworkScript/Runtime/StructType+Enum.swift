import Foundation
import ScrollworkCore
import ScrollworkFrontEnd

/// The kinds of declaration a `StructType` stands for.
enum NominalKind: Equatable {
    case structure, enumeration, classType, protocolType

    /// The keyword that declares it, for messages.
    var keyword: String {
        switch self {
        case .structure: return "struct"
        case .enumeration: return "enum"
        case .classType: return "class"
        case .protocolType: return "protocol"
        }
    }
}

/// How a class tells the scene that its stored properties changed (SwiftUI's observation).
enum ObjectObservation: Equatable {
    /// A plain class: its changes are not observed.
    case none
    /// `@Observable class`: every stored property is observed.
    case observable
    /// `class Model: ObservableObject`: the properties marked `@Published` (field indices).
    case published(Set<Int>)
    /// A plain class's `@Published` properties (a data service's): each has its `$` publisher,
    /// but nothing observes the object, which is no ObservableObject.
    case publishersOnly(Set<Int>)

    func observes(_ field: Int, ignoring ignored: Set<Int> = []) -> Bool {
        switch self {
        case .none, .publishersOnly: return false
        case .observable: return !ignored.contains(field)
        case .published(let fields): return fields.contains(field)
        }
    }

    /// Whether views reading the object are told of its changes.
    var isObserved: Bool {
        switch self {
        case .none, .publishersOnly: return false
        case .observable, .published: return true
        }
    }

    /// The `@Published` properties, which have a `$` publisher.
    var publishedFields: Set<Int> {
        switch self {
        case .published(let fields), .publishersOnly(let fields): return fields
        case .none, .observable: return []
        }
    }
}

/// One case of a script enum: `case image(URL, caption: String)`, `case small = "S"`.
struct EnumCaseInfo {
    let name: String
    /// Labels of the associated values (nil where unlabeled); empty for a case without any.
    var labels: [String?] = []
    var types: [StaticType] = []
    /// Default values of associated values (`case spacer(height: CGFloat = 8)`).
    var defaults: [Eval?] = []
    /// The raw value, for an enum with a raw type.
    var rawValue: Value?
    var range: SourceRange?

    var hasPayload: Bool { !labels.isEmpty }
}

/// One member a protocol requires: a method (by name and labels) or a property.
struct ProtocolRequirement {
    enum Kind { case method, property, initializer, staticMethod, staticProperty }
    let kind: Kind
    let name: String
    let labels: [String?]
    let range: SourceRange
    /// A property's declared type (`static var prefix: String { get }`), a method's result.
    var type: StaticType = .unknown
    /// A method that may change its receiver (`mutating func reset()`).
    var isMutating = false

    /// `f(x:_:)`, `title`, as Swift names the requirement in messages.
    var description: String {
        switch kind {
        case .method, .staticMethod, .initializer: return ScriptFunction.compoundName(name, labels: labels)
        case .property, .staticProperty: return name
        }
    }
}

/// `willSet`/`didSet` of a stored property: run around every write of it.
struct FieldObservers {
    var willSet: ScriptFunction?
    var didSet: ScriptFunction?
}

extension StructType {
    var isEnum: Bool { kind == .enumeration }
    var isClass: Bool { kind == .classType }
    var isStruct: Bool { kind == .structure }

    @discardableResult
    func addCase(_ info: EnumCaseInfo) -> Int {
        let index = cases.count
        cases.append(info)
        caseIndex[info.name] = index
        return index
    }

    /// The value of a case without associated values.
    func caseValue(_ index: Int) -> Value { .enumCase(RecordType(self), index, []) }

    /// Whether this type is `other` or inherits from it (classes).
    func isSubtype(of other: StructType) -> Bool {
        var current: StructType? = self
        while let type = current {
            if type === other { return true }
            current = type.superclass
        }
        return false
    }

    /// The name by which messages know the type: `PositionReader.PositionKey`.
    var qualifiedName: String { name }

    /// The method of this name here or in a superclass (nearest first).
    func methods(named name: String) -> [ScriptFunction]? {
        var current: StructType? = self
        while let type = current {
            if let found = type.methods[name] { return found }
            current = type.superclass
        }
        return nil
    }

    /// This class or its nearest superclass that declares an initialiser: the one whose
    /// initialisers make an instance here (a subclass that declares none inherits them).
    var initializerOwner: StructType? {
        var current: StructType? = self
        while let type = current, type.initializers.isEmpty { current = type.superclass }
        return current
    }

    /// The computed property of this name here or in a superclass.
    func computedProperty(named name: String) -> ScriptFunction? {
        var current: StructType? = self
        while let type = current {
            if let found = type.computed[name] { return found }
            current = type.superclass
        }
        return nil
    }

    /// A stored property of a struct value of this type, or a computed property of any of its
    /// values, read from outside compiled code; nil (`.none`) when it has no such property.
    func read(_ name: String, of value: Value, in context: ScriptContext?) throws -> Value {
        if let index = fieldIndex[name], case .record(_, let fields) = value { return fields[index] }
        guard let getter = computedProperty(named: name), let context else { return .none }
        return try getter.call(on: value, [], in: context).result
    }

    /// The conformances of the type and of the classes it inherits from.
    var allConformances: [String] {
        var result = conformances, current = superclass
        while let type = current {
            result += type.conformances
            current = type.superclass
        }
        return result
    }
}
