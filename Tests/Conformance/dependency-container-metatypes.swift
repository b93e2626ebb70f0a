import SwiftUI

// A dependency container of the shape many apps write: factories keyed by the
// `ObjectIdentifier` of the service's type (a protocol's, as often as not), resolved by the
// type the caller expects (`_ type: Service.Type = Service.self`).
protocol Greeting { func hello() -> String }
protocol Counting { func count() -> Int }
final class English: Greeting { func hello() -> String { "hello" } }
final class Three: Counting { func count() -> Int { 3 } }

@MainActor
final class Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type = Service.self, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = { factory() }
    }

    func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        guard let made = factories[ObjectIdentifier(type)]?() as? Service else {
            preconditionFailure("nothing registered for \(type)")
        }
        return made
    }

    var count: Int { factories.count }
}

@MainActor
func container() -> Container {
    let container = Container()
    container.register(Greeting.self) { English() }
    container.register(Counting.self) { Three() }
    return container
}

@MainActor
func resolvedByContext() -> String {
    let greeting: Greeting = container().resolve()
    return greeting.hello()
}

@MainActor
func resolvedByArgument() -> Int {
    container().resolve(Counting.self).count()
}

func sameIdentity() -> [Bool] {
    [ObjectIdentifier(Greeting.self) == ObjectIdentifier(Greeting.self),
     ObjectIdentifier(Greeting.self) == ObjectIdentifier(Counting.self),
     ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self),
     ObjectIdentifier(Int.self) == ObjectIdentifier(String.self),
     ObjectIdentifier(English.self) == ObjectIdentifier(Three.self)]
}

struct DependencyContainerView: View {
    private let greeting: Greeting = container().resolve()

    var body: some View {
        VStack {
            Text(greeting.hello())
            Text("\(container().resolve(Counting.self).count())")
        }
    }
}

#Preview { DependencyContainerView() }
