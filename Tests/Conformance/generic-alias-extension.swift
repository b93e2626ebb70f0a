import SwiftUI

// A loadable value in the shape of apps built on a clean-architecture template: a binding to
// it has a generic typealias, and an extension of the alias adds methods to that Binding.
enum Loadable<T> {
    case notRequested
    case isLoading(last: T?)
    case loaded(T)

    var value: T? {
        switch self {
        case .notRequested: return nil
        case let .isLoading(last): return last
        case let .loaded(value): return value
        }
    }
}

typealias LoadableSubject<Value> = Binding<Loadable<Value>>

extension LoadableSubject {
    func startLoading<T>() where Value == Loadable<T> {
        wrappedValue = .isLoading(last: wrappedValue.value)
    }

    func finish<T>(with value: T) where Value == Loadable<T> {
        wrappedValue = .loaded(value)
    }
}

struct CountriesScreen: View {
    @State private var countries: Loadable<[String]> = .notRequested

    var status: String {
        switch countries {
        case .notRequested: return "idle"
        case let .isLoading(last): return "loading \(last?.count ?? 0)"
        case let .loaded(names): return names.joined(separator: ", ")
        }
    }

    var body: some View {
        ScrollView {
            VStack {
                Text(status).id("status")
                Button("Start") { $countries.startLoading() }.id("start")
                Button("Finish") { $countries.finish(with: ["Chad", "Peru"]) }.id("finish")
            }
        }
    }
}
