import SwiftUI

// Swift and UIKit corners view files write: ranges as declared types, failable numeric
// initialisers, dump, and appearance proxies set in an initialiser.
let levels: ClosedRange<Int> = 1...5
let pages: Range<Int> = 0..<3

func clamp(_ value: Int, to limits: ClosedRange<Int>) -> Int {
    min(max(value, limits.lowerBound), limits.upperBound)
}

func levelsSummary() -> String {
    "\(levels.lowerBound) \(levels.upperBound) \(levels.count) \(levels.contains(5)) \(levels.contains(6)) \(levels.isEmpty)"
}

func clampedSummary() -> String {
    let inside = levels.clamped(to: 3...10)
    return "\(inside.lowerBound)...\(inside.upperBound)"
}

func parsedNumbers() -> String {
    "\(Double("2.5") ?? 0) \(Double("x") ?? -1) \(Int("42") ?? 0)"
}

func dumpedCount() -> Int {
    dump([3, 4]).count
}

func dumpedText() -> String {
    var text = ""
    dump([3, 4], to: &text)
    return text
}

struct ThemedLevels: View {
    init() {
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white,
                                                                 .font: UIFont.systemFont(ofSize: 30, weight: .bold)]
        UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().barTintColor = .black
        UINavigationBar.appearance().backgroundColor = .black
        UINavigationBar.appearance().isTranslucent = false
        UITabBar.appearance().unselectedItemTintColor = .gray
        UITabBar.appearance().barTintColor = .black
        UITabBar.appearance().tintColor = .white
        UITabBar.appearance().backgroundColor = .black
        UITabBar.appearance().isTranslucent = false
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .black
        bar.shadowColor = .clear
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        bar.setBackIndicatorImage(UIImage(systemName: "chevron.left"), transitionMaskImage: UIImage(systemName: "chevron.left"))
        let buttons = UIBarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.buttonAppearance = buttons
        bar.backButtonAppearance = buttons
        bar.doneButtonAppearance = UIBarButtonItemAppearance()
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().compactAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        let tabs = UITabBarAppearance()
        tabs.configureWithTransparentBackground()
        tabs.configureWithDefaultBackground()
        tabs.shadowImage = nil
        tabs.backgroundImage = nil
        bar.shadowImage = nil
        bar.backgroundImage = nil
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().scrollEdgeAppearance = tabs
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorColor = .gray
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().tableHeaderView = nil
        UITableView.appearance().tableFooterView = nil
        UITableViewCell.appearance().backgroundColor = .clear
        UITableViewCell.appearance().selectionStyle = .none
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
        UIPageControl.appearance().pageIndicatorTintColor = .gray
        UISegmentedControl.appearance().selectedSegmentTintColor = .blue
        UISegmentedControl.appearance().backgroundColor = .white
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont(name: "Avenir", size: 14) ?? UIFont.systemFont(ofSize: 14)],
                                                               for: .normal)
    }

    var body: some View {
        List(Array(levels), id: \.self) { level in
            Text("Level \(clamp(level * 2, to: levels))")
        }
    }
}

#Preview {
    ThemedLevels()
}
