import SwiftUI

/// An app's first-launch flow as apps write it: the root shows onboarding until a flag in
/// `UserDefaults` is set, and the onboarding screen sets it through its own `@AppStorage` of
/// the same key. `@AppStorage` "reflects a value from UserDefaults and invalidates a view on a
/// change in value in that user default", so both views follow one stored value, and code
/// writing the store with `UserDefaults.standard` changes them too. A `RawRepresentable` enum
/// is stored as its raw value. While a key holds nothing, each property reads its own default.
enum Theme: String {
    case system, light, dark
}

struct FirstLaunchRoot: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        if hasOnboarded {
            HomeScreen()
        } else {
            OnboardingScreen()
        }
    }
}

struct OnboardingScreen: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @AppStorage("showsTips") private var showsTips = true

    var body: some View {
        VStack {
            Button("Get started") { hasOnboarded = true }.id("start")
            Text(showsTips ? "tips" : "no tips").id("onboardingTips")
        }
    }
}

struct HomeScreen: View {
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("showsTips") private var showsTips = false

    var body: some View {
        VStack {
            Text("Home in \(theme.rawValue)").id("home")
            Text(UserDefaults.standard.bool(forKey: "hasOnboarded") ? "stored" : "not stored").id("stored")
            Text(UserDefaults.standard.string(forKey: "theme") ?? "unset").id("themeKey")
            Text(showsTips ? "tips" : "no tips").id("homeTips")
            Button("No tips") { showsTips = false }.id("noTips")
            Button("Light") { theme = .light }.id("light")
            Button("Dark") { UserDefaults.standard.set("dark", forKey: "theme") }.id("dark")
            Button("Sign out") { UserDefaults.standard.removeObject(forKey: "hasOnboarded") }.id("signOut")
        }
    }
}

#Preview("First launch") { FirstLaunchRoot() }
