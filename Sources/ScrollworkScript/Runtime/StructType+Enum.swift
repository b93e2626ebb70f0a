import Foundation
import ScrollworkCore

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

    func observes(_ field: Int) -> Bool {
        switch self {
        case .none: return false
        case .observable: return true
        case .published(let fields): return fields.contains(field)
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
