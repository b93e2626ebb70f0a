import SwiftUI
import UIKit

// An app of UIKit's lifecycle: previews and views reach its delegate through
// `UIApplication.shared.delegate`, one instance iOS made and told of the launch. (The
// delegate's `@main` is left off: this folder of fixtures is one module, not one app.)
class AppDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    var saves = 0
    let storeName = "Pantry"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        return true
    }

    func saveContext() {
        saves += 1
    }
}

struct PantryView: View {
    let storeName: String
    @State private var saves = 0

    var body: some View {
        VStack {
            Text(storeName).id("store")
            Text("\((UIApplication.shared.delegate as? AppDelegate)?.launched == true)").id("launched")
            Text("\(saves)").id("saves")
            Button("Save") {
                (UIApplication.shared.delegate as? AppDelegate)?.saveContext()
                saves = (UIApplication.shared.delegate as! AppDelegate).saves
            }
        }
    }
}

struct PantryView_Previews: PreviewProvider {
    static var previews: some View {
        let delegate = UIApplication.shared.delegate as! AppDelegate
        return PantryView(storeName: delegate.storeName)
    }
}
