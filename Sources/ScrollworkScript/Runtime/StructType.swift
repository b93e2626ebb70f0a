import Foundation
import ScrollworkCore
import ScrollworkFrontEnd
import ScrollworkScene

/// A nominal type: a user's `struct`, `enum`, `class` or `protocol`, or a builtin record
/// (`ScrollTarget`, `TargetContext` …).
///
/// Stored properties are addressed by index; the name tables are used only while
/// compiling and when a call site meets this type for the first time. Struct values are
/// `.record`s, enum values `.enumCase`s, class instances `.object`s (see `kind`).
final class StructType {
    let name: String
    let isBuiltin: Bool
    /// Which kind of declaration this is; the struct paths (fields read in place) are only for `.structure`.
    var kind: NominalKind = .structure
    /// The cases of an enum, in declaration order (see StructType+Enum.swift).
    var cases: [EnumCaseInfo] = []
    var caseIndex: [String: Int] = [:]
    /// The raw type of an enum with raw values (`enum Tab: String`).
    var rawType: StaticType?
    /// The class a class inherits from, when it is a script class.
    var superclass: StructType?
    /// How changes to a class's stored properties reach the views that read them.
    var observation: ObjectObservation = .none
    /// SwiftData's schema of a `@Model` class; nil for every other type.
    var model: ModelSchema?
    /// `final class`: no subclass may inherit from it.
    var isFinal = false
    /// `actor`: a class that inherits from none.
    var isActor = false
    /// The type this one is declared in (`A` for `A.Key`), for looking up names as Swift does.
    weak var outer: StructType?
    /// Generic parameters (`Content` of `struct Section<Content: View>`) and what they stand for.
    var genericParameters: [String: StaticType] = [:]
    /// The generic parameters' names in the order they are declared, which a class's
    /// instances keep their type arguments in (`ObjectInstance.typeArguments`).
    var genericParameterOrder: [String] = []
    /// `typealias ID = Int` declared inside the type.
    var typeAliases: [String: StaticType] = [:]
    /// For the members added to a surface type by an extension (`extension View`, `extension
    /// CGFloat`): the type `self` has in them.
    var surfaceSelf: StaticType?
    /// What a protocol requires of conforming types (its members without bodies).
    var requirements: [ProtocolRequirement] = []
    /// Stored properties whose initial value needs the instance (`lazy var`), by field index.
    var lazyInitializers: [Int: ScriptFunction] = [:]
    var lazyFields: Set<Int> { Set(lazyInitializers.keys) }
    /// Stored properties declared `@ViewBuilder`: the memberwise initialiser takes a closure.
    var viewBuilderFields: Set<Int> = []
    /// Stored properties declared with an app's own `@resultBuilder` (`@ActionBuilder var
    /// actions: [Action]`), by field index: the memberwise initialiser takes a closure it builds.
    var resultBuilderFields: [Int: StructType] = [:]
    /// Declared `@resultBuilder`: its static `build…` functions make the value of a closure.
    var isResultBuilder = false
    /// Declared `@propertyWrapper`: a property it wraps keeps an instance of it (`_name`) and
    /// reads and writes its `wrappedValue` (`SignatureResolver+AppPropertyWrappers`).
    var isPropertyWrapper = false
    /// Declared `@dynamicMemberLookup`: `value.name` it lacks calls its `subscript(dynamicMember:)`
    /// (`BodyChecker+DynamicMemberLookup`).
    var isDynamicMemberLookup = false
    /// `@Query` properties of a view, by field index: the model class, or the generic parameter
    /// standing for it.
    var queryFields: [Int: QueryModel] = [:]
    /// Those of `queryFields` declared without the wrapper (`var request: FetchRequest<Ship>`):
    /// they keep the request, its fetched objects read through `wrappedValue`.
    var unwrappedQueryFields: Set<Int> = []
    /// The hidden field beside each `@FetchRequest` property, by the property's index: it holds
    /// the view's `FetchConfigurationBox`, which `FetchedResults.nsPredicate` and
    /// `.sortDescriptors` set.
    var fetchConfigurationFields: [Int: Int] = [:]
    /// `@EnvironmentObject` properties of a view, by field index: the object type's name.
    var environmentObjectFields: [Int: String] = [:]

    /// Whether a stored property is read straight from its slot: not through the storage a
    /// property wrapper gives it, nor an environment object an ancestor may not have given.
    func isReadInPlace(_ index: Int) -> Bool { wrapperFields[index] == nil && environmentObjectFields[index] == nil }
    /// Stored properties of an `@Observable` class marked `@ObservationIgnored`.
    var ignoredFields: Set<Int> = []
    /// Observers of stored properties (`didSet`, `willSet`), by field index.
    var fieldObservers: [Int: FieldObservers] = [:]
    var range: SourceRange?
    private(set) var fieldNames: [String] = []
    private(set) var fieldIndex: [String: Int] = [:]
    var fieldTypes: [StaticType] = []
    /// The `Output` of the publisher type a stored property declares (`[Item]` of
    /// `var feed: AnyPublisher<[Item], Never>?`), by field index (`BodyChecker.publisherStep`).
    var fieldPublisherOutputs: [Int: StaticType] = [:]
    var fieldIsLet: [Bool] = []
    /// Default values of stored properties; nil where a memberwise initialiser needs an argument.
    var fieldDefaults: [Eval?] = []
    var fieldRanges: [SourceRange?] = []
    /// Methods by base name; several when overloaded by labels.
    var methods: [String: [ScriptFunction]] = [:]
    var computed: [String: ScriptFunction] = [:]
    var computedSetters: [String: ScriptFunction] = [:]
    /// Members of builtin records computed from the stored ones (`ScrollGeometry.visibleRect`).
    var nativeComputed: [String: (Value) -> Value] = [:]
    /// How `print` shows a builtin record that Swift prints its own way (a `UUID` as its string).
    var customDescription: (([Value]) -> String)?
    var initializers: [ScriptFunction] = []
    /// Whether the type's own body declares an initialiser: a struct whose initialisers are all
    /// in extensions keeps its memberwise one, as in Swift.
    var bodyDeclaresInitializer = false
    /// Whether a class declares a designated initialiser: with only `convenience` ones it
    /// keeps `init()` (every property having a value) or its superclass's, as in Swift.
    var declaresDesignatedInitializer = false
    var staticFunctions: [String: [ScriptFunction]] = [:]
    /// Static stored properties live in global slots.
    var staticSlots: [String: Int] = [:]
    var staticComputed: [String: ScriptFunction] = [:]
    var conformances: [String] = []
    /// Stored properties of a View declared `@State` or `@Binding`, by field index; their
    /// values are `StateBox`es once the view is part of a scene.
    var wrapperFields: [Int: String] = [:]
    /// Stored properties of a view whose wrapper leaves them plain properties, by field index:
    /// `@ObservedObject`, `@Bindable`, or a wrapper of a module we do not simulate
    /// (`@FirestoreQuery`); what an initialiser may give their storage (`_items = …`) depends on it.
    var plainWrapperFields: [Int: String] = [:]
    /// `@FocusState` and `@AccessibilityFocusState` properties (kept as `@State`): their wrapper
    /// has no `init(wrappedValue:)`, so the memberwise initialiser takes the wrapper itself.
    var focusStateFields: Set<Int> = []
    /// For `@AppStorage("key")` properties, by field index: the key of `UserDefaults.standard`
    /// they read and write (one given as a string literal, with no `store:`).
    var appStorageKeys: [Int: String] = [:]
    /// For `@Environment(\.key)` properties, by field index: the key's name.
    var environmentKeys: [Int: String] = [:]
    /// For `@Environment(\.key.part)` properties, by field index: the path read from the key's value.
    var environmentKeyPaths: [Int: KeyPathValue] = [:]
    /// The types its code constructs (`ScrollView`, `Card`), from the compiled calls: which
    /// views hold a scroll view, directly or through another view.
    var constructedTypes: Set<String> = []
    /// For a `PreferenceKey`: its `defaultValue` and `reduce`, found at the first use.
    var preferenceKeyMembers: PreferenceKeyType.Members?
    /// The source of the declaration and its extensions, for `export`.
    var sourceRanges: [SourceRange] = []
    /// The `///` comment of each of those declarations, without the slashes.
    var sourceDocs: [[String]] = []

    /// The type Swift's unqualified lookup reaches after this one's members from code at
    /// `position` in them: the type it is nested in when the code is written in this type's own
    /// declaration, none from an extension of it (an extension sees the extended type's members,
    /// then the top level's: `Font` in `extension Theme.Font` is SwiftUI's). Where the code is
    /// not known, the type it is nested in.
    func lexicalOuter(from position: SourceRange?) -> StructType? {
        guard let outer, let position, let declared = sourceRanges.first else { return outer }
        let inside = declared.file == position.file && declared.start <= position.start && position.end <= declared.end
        return inside ? outer : nil
    }
    /// For a type declared in a body: its block's entry in `ProgramDeclarations.localTypeBlocks`.
    var localBlock: Int?

    init(name: String, isBuiltin: Bool = false) {
        self.name = name
        self.isBuiltin = isBuiltin
    }

    @discardableResult
    func addField(_ name: String, type: StaticType, isLet: Bool = false, defaultValue: Eval? = nil,
                  range: SourceRange? = nil) -> Int {
        let index = fieldNames.count
        fieldNames.append(name)
        fieldIndex[name] = index
        fieldTypes.append(type)
        fieldIsLet.append(isLet)
        fieldDefaults.append(defaultValue)
        fieldRanges.append(range)
        return index
    }

    func conforms(to proto: String) -> Bool { conformances.contains(proto) }
    /// Whether the type declares a static member of this name: a stored or computed property or a function.
    func declaresStatic(_ name: String) -> Bool {
        staticSlots[name] != nil || staticComputed[name] != nil || staticFunctions[name] != nil
    }

    var memberNames: [String] {
        fieldNames + Array(computed.keys) + Array(methods.keys) + Array(nativeComputed.keys)
    }

    /// Reads a stored property of a value of this type (for builtin records the surface declares).
    func getter(_ name: String) -> (Value) throws -> Value {
        let index = fieldIndex[name] ?? 0
        return { [unowned self] value in
            guard case .record(let type, let fields) = value, type.name == self.name,
                  let actual = type === self ? index : type.type.fieldIndex[name] else {
                throw RuntimeFailure(RuntimeMessages.typeMismatch(self.name, value))
            }
            return fields[actual]
        }
    }

    /// Writes a stored property of a value of this type.
    func setter(_ name: String) -> (inout Value, Value) throws -> Void {
        let index = fieldIndex[name] ?? 0
        return { [unowned self] receiver, newValue in
            guard case .record(let type, var fields) = receiver, type === self else {
                throw RuntimeFailure(RuntimeMessages.typeMismatch(self.name, receiver))
            }
            receiver = .none
            fields[index] = coerce(newValue, to: fieldTypes[index])
            receiver = .record(type, fields)
        }
    }

    /// The `.record` value of this type with the given fields.
    func make(_ fields: [Value]) -> Value { .record(RecordType(self), fields) }

    /// Pairs for `zip`: `.0` and `.1`.
    static let pair: StructType = {
        let type = StructType(name: "Pair", isBuiltin: true)
        type.addField("0", type: .unknown)
        type.addField("1", type: .unknown)
        return type
    }()

    /// Pairs for `enumerated()`: `offset` and `element`, also readable as `.0` and `.1`.
    static let enumeratedPair: StructType = {
        let type = StructType(name: "EnumeratedElement", isBuiltin: true)
        type.addField("offset", type: .int)
        type.addField("element", type: .unknown)
        return type
    }()
}
