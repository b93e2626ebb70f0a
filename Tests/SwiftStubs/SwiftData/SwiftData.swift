// Declarations only: SwiftData's in-memory store as Apple documents it, for type-checking
// fixtures. `@Model`, `@Attribute`, `@Relationship` and `@Transient` are macros whose
// implementations ship only with Xcode; scripts/typecheck-swift rewrites `@Model class X` as
// `@Observable class X: PersistentModel` (what the macro makes of it) and drops the other three,
// which only add schema information. `#Predicate` and `SortDescriptor` are Foundation's own.
import Foundation
import SwiftUI

public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

public struct PersistentIdentifier: Hashable {
    public var entityName: String { fatalError() }
}

extension PersistentModel {
    public var persistentModelID: PersistentIdentifier { fatalError() }
    public var id: PersistentIdentifier { persistentModelID }
    public var modelContext: ModelContext? { fatalError() }
    public var isDeleted: Bool { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public final class Schema {
    public init(_ types: [any PersistentModel.Type]) {}
}

public struct ModelConfiguration: Hashable {
    public struct GroupContainer: Hashable {
        public static var automatic: GroupContainer { fatalError() }
        public static var none: GroupContainer { fatalError() }
        public static func identifier(_ groupName: String) -> GroupContainer { fatalError() }
    }
    public struct CloudKitDatabase: Hashable {
        public static var automatic: CloudKitDatabase { fatalError() }
        public static var none: CloudKitDatabase { fatalError() }
        public static func `private`(_ privateDBName: String) -> CloudKitDatabase { fatalError() }
    }
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {}
    public init(isStoredInMemoryOnly: Bool = false) {}
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {}
    public var isStoredInMemoryOnly: Bool { fatalError() }
}

public final class ModelContainer {
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws { fatalError() }
    public init(for givenSchema: Schema, configurations: ModelConfiguration...) throws { fatalError() }
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws { fatalError() }
    @MainActor public var mainContext: ModelContext { fatalError() }
}

public final class ModelContext {
    public init(_ container: ModelContainer) {}
    public func insert<T>(_ model: T) where T: PersistentModel {}
    public func delete<T>(_ model: T) where T: PersistentModel {}
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws where T: PersistentModel {}
    public func save() throws {}
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel { fatalError() }
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel { fatalError() }
    public var autosaveEnabled: Bool { get { fatalError() } set {} }
    public var hasChanges: Bool { fatalError() }
    public var container: ModelContainer { fatalError() }
}

public struct FetchDescriptor<T> where T: PersistentModel {
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {}
    public var fetchLimit: Int?
    public var fetchOffset: Int?
}

@propertyWrapper
public struct Query<Element>: DynamicProperty where Element: PersistentModel {
    public var wrappedValue: [Element] { fatalError() }
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) {}
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
                       animation: Animation = .default) where Value: Comparable {}
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {}
}

extension View {
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some View { self }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some View { self }
    public func modelContainer(_ container: ModelContainer) -> some View { self }
    public func modelContext(_ modelContext: ModelContext) -> some View { self }
}

extension EnvironmentValues {
    public var modelContext: ModelContext { get { fatalError() } set {} }
}

// Apple's Foundation has this comparator (the default of a SortDescriptor of strings); the
// Linux toolchain's Foundation does not, so the fixtures that write it see it here.
extension String.StandardComparator {
    public static let localizedStandard = String.StandardComparator.lexical
}
