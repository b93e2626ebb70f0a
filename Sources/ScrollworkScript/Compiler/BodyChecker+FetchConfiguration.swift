import Foundation
import ScrollworkFrontEnd

extension BodyChecker {
    /// What `FetchedResults` lets a view set of its `@FetchRequest`, with the type each takes:
    /// the properties SwiftUI declares `{ get nonmutating set }`.
    static let fetchConfigurationMembers: [String: StaticType] = [
        "nsPredicate": .optional(TypeLookup.staticType(surfaceName: "NSPredicate")),
        "sortDescriptors": .array(TypeLookup.staticType(surfaceName: "SortDescriptor")),
        "nsSortDescriptors": .array(TypeLookup.staticType(surfaceName: "NSSortDescriptor")),
    ]

    /// `books.nsPredicate = …` or `self.books.sortDescriptors = […]` of a view's `@FetchRequest
    /// var books`: FetchedResults' nonmutating setters, which change the configuration the view
    /// keeps (`FetchConfigurationBox`), so its next body fetches with it, as SwiftUI refetches.
    func fetchConfigurationPlace(_ base: Expression, _ operations: ArraySlice<PostfixOperation>) -> (LValue, StaticType)? {
        let property: String, member: String
        switch (base.kind, operations.count) {
        case (.identifier(let name), 1):
            guard scope.lookup(name) == nil, let last = operations.last?.memberName else { return nil }
            (property, member) = (name, last)
        case (.selfValue, 2):
            guard let first = operations.first?.memberName, let last = operations.last?.memberName else { return nil }
            (property, member) = (first, last)
        default:
            return nil
        }
        guard let memberType = Self.fetchConfigurationMembers[member], let (depth, type, _) = scope.selfScope(),
              let index = type.fieldIndex[property], let hidden = type.fetchConfigurationFields[index] else { return nil }
        let viewValue = slotLValue(0, depth: depth).get
        func configuration(_ f: Frame) throws -> FetchConfigurationBox {
            guard case .record(_, let fields) = try viewValue(f), hidden < fields.count,
                  case .host(let box as FetchConfigurationBox) = fields[hidden] else {
                throw RuntimeFailure("'\(property).\(member)' was set before the view's body read its fetch request")
            }
            return box
        }
        let place = LValue(get: { f in Self.fetchConfigurationValue(member, of: try configuration(f).current) },
                           modify: { f, body in
            let target = try configuration(f)
            var value = Self.fetchConfigurationValue(member, of: target.current)
            try body(&value)
            let isPredicate = member == "nsPredicate", current = target.current
            target.set(try CoreDataFetchSurface.configuration(predicate: isPredicate ? value : current.predicate,
                                                              sortDescriptors: isPredicate ? current.sortDescriptors : value))
        })
        return (place, memberType)
    }

    /// The configuration's predicate, or its sort descriptors (of either kind, as given).
    private static func fetchConfigurationValue(_ member: String, of configuration: FetchConfiguration) -> Value {
        member == "nsPredicate" ? configuration.predicate : configuration.sortDescriptors
    }
}
