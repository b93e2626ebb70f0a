// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Backend",
    products: [.library(name: "Backend", targets: ["Backend"])],
    targets: [.target(name: "Backend")]
)
