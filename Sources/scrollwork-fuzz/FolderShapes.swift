import ScrollworkCore

/// App folders, as `scrollwork check DIR` and `scrollwork DIR` read them: an app whose scene
/// uses a colour and an image of its asset catalog, with one part made broken, odd or huge —
/// a malformed `Contents.json`, a truncated or lying image header, an odd `Package.swift`,
/// symbolic links that loop or lead out of the folder, a folder of 10,000 files.
struct FolderShapes {
    var random: SplitMix64

    static let names = ["folder-assets", "folder-images", "folder-package", "folder-links", "folder-many-files"]

    /// The files many-files inputs hold.
    static let manyFiles = 10_000

    mutating func make(_ shape: String) -> FuzzInput {
        var entries = Self.app
        switch shape {
        case "folder-assets": entries += assets()
        case "folder-images": entries += images()
        case "folder-package": entries += package()
        case "folder-links": entries += links()
        default: entries += manyFiles()
        }
        return FuzzInput(folder: entries, shape: shape)
    }

    /// The app every shape starts from: a scene drawing the catalog's `Brand` and `Hero`.
    static let app: [FolderEntry] = [
        .file("App/Gallery.swift", Array("""
            import SwiftUI

            struct Gallery: View {
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<20) { i in
                                Image("Hero").frame(height: 60).background(Color("Brand")).id(i)
                            }
                        }
                    }
                }
            }

            #Preview("Gallery") { Gallery() }

            """.utf8)),
        .file("App/Assets.xcassets/Contents.json", Array(#"{"info":{"author":"xcode","version":1}}"#.utf8)),
    ]

    static let colorSet = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.2","green":"0.4","blue":"0.6","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
    static func imageSet(_ file: String) -> String {
        #"{"images":[{"idiom":"universal","filename":"\#(file)","scale":"1x"},{"idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
    }

    // MARK: Asset catalogs with malformed JSON

    mutating func assets() -> [FolderEntry] {
        let valid = random.chance(50) ? Self.colorSet : Self.imageSet("hero.png")
        let target = valid == Self.colorSet ? "App/Assets.xcassets/Brand.colorset/Contents.json"
            : "App/Assets.xcassets/Hero.imageset/Contents.json"
        var entries: [FolderEntry] = [.file(target, malformedJSON(valid))]
        if random.chance(30) {
            // Groups nested deep, each giving its children a namespace.
            let depth = random.length(limit: 300)
            var path = "App/Assets.xcassets"
            for level in 0..<depth {
                path += "/G\(level)"
                entries.append(.file(path + "/Contents.json", Array(#"{"properties":{"provides-namespace":true}}"#.utf8)))
            }
            entries.append(.file(path + "/Brand.colorset/Contents.json", malformedJSON(Self.colorSet)))
        }
        return entries
    }

    mutating func malformedJSON(_ valid: String) -> [UInt8] {
        let bytes = Array(valid.utf8)
        switch random.below(9) {
        case 0: return Array(bytes.prefix(random.below(bytes.count)))
        case 1: return (0..<random.length(limit: 5_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        case 2:
            let depth = random.length(limit: 100_000)
            return Array((String(repeating: random.pick(["[", "{\"a\":"]), count: depth)).utf8)
        case 3: return Array(valid.replacingOccurrences(of: "\"0.2\"", with: random.pick(Self.oddNumbers)).utf8)
        case 4:
            return Array(valid.replacingOccurrences(of: "\"universal\"", with: random.pick(["1", "null", "[]", "{}", "\"\"", "true"])).utf8)
        case 5:
            // Over the reader's limit of a megabyte.
            return Array(("{\"colors\":[" + String(repeating: " ", count: 1_100_000) + "]}").utf8)
        case 6: return Array(random.pick(["", "null", "[]", "\"text\"", "1e999", "{\"colors\":{}}", "{\"images\":\"x\"}",
                                         "{\"colors\":[1,2,3]}", "{\"images\":[{\"filename\":1}]}", "\u{FEFF}{}"]).utf8)
        case 7:
            var mutated = bytes
            for _ in 0..<(1 + random.below(8)) where !mutated.isEmpty {
                mutated[random.below(mutated.count)] = random.pick(Array("{}[]\",:\\\u{0}".utf8))
            }
            return mutated
        default:
            // A string a megabyte long inside, under the limit.
            return Array(valid.replacingOccurrences(of: "\"xcode\"", with: "\"" + String(repeating: "x", count: 1_000_000) + "\"").utf8)
        }
    }

    static let oddNumbers = ["\"-1\"", "\"1e308\"", "\"NaN\"", "\"inf\"", "\"0xZZ\"", "\"0x\"", "\"255\"", "1e999", "-0",
                             "\"\"", "null", "[]", "\"0x1FFFFFFFFFFFFFFFFFFFF\"", "\"  \""]

    // MARK: Images with truncated or lying headers

    mutating func images() -> [FolderEntry] {
        let (name, bytes) = image()
        return [.file("App/Assets.xcassets/Hero.imageset/Contents.json", Array(Self.imageSet(name).utf8)),
                .file("App/Assets.xcassets/Hero.imageset/" + name, bytes)]
    }

    mutating func image() -> (String, [UInt8]) {
        let sides: [UInt32] = [0, 1, 3, 60, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
        func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        switch random.below(6) {
        case 0, 1:
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            if random.chance(20) { png += be32(4) + Array("CgBI".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] }
            png += be32(random.chance(80) ? 13 : random.pick(sides)) + Array("IHDR".utf8)
            png += be32(random.pick(sides)) + be32(random.pick(sides)) + [8, 6, 0, 0, 0]
            let cut = random.chance(40) ? random.below(png.count + 1) : png.count
            var bytes = Array(png.prefix(cut))
            // Huge: a header followed by megabytes of nothing.
            if random.chance(10) { bytes += [UInt8](repeating: 0, count: 8_000_000) }
            return (random.pick(["hero.png", "hero", "hero.PNG"]), bytes)
        case 2, 3:
            var jpeg: [UInt8] = [0xFF, 0xD8]
            for _ in 0..<random.length(limit: 2_000) {
                // Segments before the frame: lengths that are short, long or past the end.
                let length = random.pick([0, 1, 2, 16, 0xFFFF])
                jpeg += [0xFF, random.pick([0xE0, 0xE1, 0xFE, 0xD8, 0xFF]), UInt8(length >> 8), UInt8(length & 0xFF)]
                jpeg += [UInt8](repeating: 0x41, count: min(max(0, length - 2), random.below(64)))
            }
            let height = UInt16(truncatingIfNeeded: random.pick(sides)), width = UInt16(truncatingIfNeeded: random.pick(sides))
            jpeg += [0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
            let cut = random.chance(40) ? random.below(jpeg.count + 1) : jpeg.count
            return (random.pick(["hero.jpg", "hero.jpeg", "hero"]), Array(jpeg.prefix(cut)))
        case 4:
            let box = random.pick(["0 0 60 60", "0 0 1e308 1e308", "0 0 -5 -5", "nan nan nan nan", "0 0", "", "0 0 60 60 60",
                                   String(repeating: "9", count: 5_000)])
            let text = "%PDF-1.7\n" + String(repeating: "%junk\n", count: random.below(2_000)) + "<< /MediaBox [\(box)] >>\n"
            return ("hero.pdf", Array(text.prefix(random.chance(30) ? random.below(text.count + 1) : text.count).utf8))
        default:
            let width = random.pick(["60", "1e400", "-1", "nan", "60%", "", "99999999999999999999", "6 0"])
            let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(width)\" viewBox=\"0 0 \(width) 1\">"
                + String(repeating: "<g>", count: random.length(limit: 20_000))
            return ("hero.svg", Array(text.utf8))
        }
    }

    // MARK: Odd package manifests

    mutating func package() -> [FolderEntry] {
        let path = random.pick(["\"App\"", "\"/\"", "\"..\"", "\"../..\"", "\"../../..\"", "\"App/../..\"", "\"\"", "\".\"",
                                "\"Missing\"", "\"App/Gallery.swift\"", "\"\u{1B}[2J\"", "nil", "1"])
        let name = random.pick(["\"App\"", "\"\"", "\"A\\(1)\"", "\"" + String(repeating: "N", count: 10_000) + "\"", "App"])
        let targets = (0..<random.length(limit: 5_000)).map { index in
            random.pick([".target(name: \(name), path: \(path))", ".executableTarget(name: \"T\(index)\")",
                         ".testTarget(name: \"T\(index)Tests\")", ".target(name: \(name))"])
        }
        var manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    \(targets.joined(separator: ",\n        "))
                ]
            )

            """
        switch random.below(6) {
        case 0: manifest = String(manifest.prefix(random.below(manifest.count + 1)))
        case 1: manifest += "package.targets.append(" + String(repeating: "(", count: random.length(limit: 100_000)) + "\n"
        case 2: manifest = String(repeating: "let package = Package(name: \"App\")\n", count: random.length(limit: 20_000))
        default: break
        }
        var entries: [FolderEntry] = [.file("Package.swift", Array(manifest.utf8))]
        if random.chance(30) { entries.append(.file("Nested/Package.swift", Array(manifest.utf8))) }
        return entries
    }

    // MARK: Symbolic links

    mutating func links() -> [FolderEntry] {
        var entries: [FolderEntry] = []
        for _ in 0..<(1 + random.below(5)) {
            entries.append(random.pick([
                .link("App/Loop", to: "."), .link("App/Up", to: ".."), .link("App/Root", to: "/"),
                .link("App/Self.swift", to: "Self.swift"), .link("App/A.swift", to: "B.swift"), .link("App/B.swift", to: "A.swift"),
                .link("App/Nothing.swift", to: "missing/Nothing.swift"), .link("App/Assets.xcassets/Loop.imageset", to: "."),
                .link("App/Assets.xcassets/Up", to: ".."), .link("App/Assets.xcassets/Hero.imageset/hero.png", to: "hero.png"),
                .link("App/Assets.xcassets/Brand.colorset", to: "/"), .link("App/Dev", to: "/dev/zero"),
                .link("App/Zero.swift", to: "/dev/zero"), .link("Package.swift", to: "Package.swift"),
                .link("App/Deep/More/Back", to: "../.."),
            ]))
        }
        return entries
    }

    // MARK: Many files

    mutating func manyFiles() -> [FolderEntry] {
        switch random.below(3) {
        case 0: return [.manyFiles("App/Many", count: Self.manyFiles, kind: .swift)]
        case 1: return [.manyFiles("App/Assets.xcassets/Many", count: Self.manyFiles, kind: .colorSets)]
        default: return [.manyFiles("App/Empty", count: Self.manyFiles, kind: .folders)]
        }
    }
}

/// One part of a generated app folder, by its path under the folder.
enum FolderEntry {
    enum Many { case swift, colorSets, folders }

    case file(String, [UInt8])
    case link(String, to: String)
    /// `count` generated children of a folder: small `.swift` files, colour sets or empty folders.
    case manyFiles(String, count: Int, kind: Many)
}
