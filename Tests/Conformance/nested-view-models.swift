import SwiftUI

// A view model nested in its view, as many apps declare it (`extension CrewList { final class
// ViewModel … }`), named `Self.ViewModel` where the view stores it.

struct CrewList: View {
    @EnvironmentObject var viewModel: Self.ViewModel

    var body: some View {
        VStack(spacing: 0) {
            ForEach(viewModel.names, id: \.self) { name in
                Text(name).frame(height: 44).id(name)
            }
        }
    }
}

extension CrewList {
    final class ViewModel: ObservableObject {
        @Published var names: [String]
        init(names: [String]) { self.names = names }
    }
}

struct MissionScreen: View {
    @ObservedObject var viewModel: Self.ViewModel

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text(viewModel.title).frame(height: 60).id("title")
                CrewList().environmentObject(CrewList.ViewModel(names: viewModel.crew))
            }
        }
    }
}

extension MissionScreen {
    final class ViewModel: ObservableObject {
        let title: String
        let crew: [String]
        init(title: String, crew: [String]) {
            self.title = title
            self.crew = crew
        }
    }
}

#Preview("Apollo") {
    MissionScreen(viewModel: MissionScreen.ViewModel(title: "Apollo 11", crew: ["Armstrong", "Aldrin", "Collins"]))
}
