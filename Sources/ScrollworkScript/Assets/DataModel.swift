import Foundation

/// An app's Core Data model as its `Name.xcdatamodeld` declares it: the entities of the current
/// version's `contents` XML (`.xccurrentversion` names it when there are several), with their
/// attributes and relationships, read for the classes Xcode generates (`DataModelCode`).
struct DataModelEntity: Equatable {
    /// What Xcode generates for the entity: the whole class, the properties' extension only
    /// (the app declares the class), or nothing.
    enum Codegen: Equatable { case wholeClass, propertiesOnly, none }

    struct Attribute: Equatable {
        let name: String
        /// `attributeType` as the XML spells it: `String`, `Integer 16`, `Date`, `Binary`, …
        let type: String
        let usesScalarValueType: Bool?
        let customClassName: String?
        /// `defaultValueString`: what a new object holds until set.
        let defaultValue: String?
    }

    struct Relationship: Equatable {
        let name: String
        let destination: String
        let isToMany: Bool
        let isOrdered: Bool
    }

    let name: String
    let className: String
    let codegen: Codegen
    let attributes: [Attribute]
    let relationships: [Relationship]
}

enum DataModel {
    /// The entities of one version's `contents` text.
    static func entities(in text: String) -> [DataModelEntity] {
        text.components(separatedBy: "<entity ").dropFirst().compactMap { tail -> DataModelEntity? in
            let tag = String(tail.prefix { $0 != ">" })
            guard let name = attribute("name", in: tag) else { return nil }
            let body = tag.hasSuffix("/") ? "" : String(tail.components(separatedBy: "</entity>")[0])
            let codegen: DataModelEntity.Codegen
            switch attribute("codeGenerationType", in: tag) {
            case "class": codegen = .wholeClass
            case "category": codegen = .propertiesOnly
            default: codegen = .none
            }
            let attributes = tags("attribute", in: body).compactMap { tag -> DataModelEntity.Attribute? in
                guard let name = attribute("name", in: tag), let type = attribute("attributeType", in: tag) else { return nil }
                return .init(name: name, type: type, usesScalarValueType: attribute("usesScalarValueType", in: tag).map { $0 == "YES" },
                             customClassName: attribute("customClassName", in: tag), defaultValue: attribute("defaultValueString", in: tag))
            }
            let relationships = tags("relationship", in: body).compactMap { tag -> DataModelEntity.Relationship? in
                guard let name = attribute("name", in: tag), let destination = attribute("destinationEntity", in: tag) else { return nil }
                return .init(name: name, destination: destination, isToMany: attribute("toMany", in: tag) == "YES",
                             isOrdered: attribute("ordered", in: tag) == "YES")
            }
            return DataModelEntity(name: name, className: className(in: tag) ?? name, codegen: codegen,
                                   attributes: attributes, relationships: relationships)
        }
    }

    /// The `contents` of each model's current version among `files`: the one `.xccurrentversion`
    /// names when the model has several versions, else its only one.
    static func currentVersions(_ files: [URL]) -> [URL] {
        var byModel = [URL: [URL]]()
        for file in files where DataModelEntities.isModelContents(file) {
            byModel[file.deletingLastPathComponent().deletingLastPathComponent(), default: []].append(file)
        }
        return byModel.keys.sorted { $0.path < $1.path }.compactMap { model in
            let versions = byModel[model, default: []].sorted { $0.path < $1.path }
            guard versions.count > 1, let current = currentVersionName(of: model) else { return versions.first }
            return versions.first { $0.deletingLastPathComponent().lastPathComponent == current } ?? versions.last
        }
    }

    /// `_XCCurrentVersionName` of the model's `.xccurrentversion` property list.
    private static func currentVersionName(of model: URL) -> String? {
        guard let data = try? Data(contentsOf: model.appendingPathComponent(".xccurrentversion")),
              let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        return list["_XCCurrentVersionName"] as? String
    }

    /// The text of a version's `contents`, if it is a model's and not too large.
    static func read(_ file: URL) -> String? {
        guard let size = (try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= DataModelEntities.byteLimit,
              let data = try? Data(contentsOf: file) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The texts of the `<name …>` tags in `text`.
    private static func tags(_ name: String, in text: String) -> [String] {
        text.components(separatedBy: "<" + name + " ").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    /// The class an `<entity …>` tag names: its `representedClassName` without the module Xcode
    /// may put before it (`.Note`, the "Current Product Module", or `MyApp.Note`), else its name.
    static func className(in tag: String) -> String? {
        guard let name = attribute("representedClassName", in: tag) ?? attribute("name", in: tag) else { return nil }
        return name.split(separator: ".").last.map(String.init)
    }

    /// The value of `name="…"` in an XML tag's text.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " " + name + "=\"") ?? (tag.hasPrefix(name + "=\"") ? tag.range(of: name + "=\"") : nil),
              let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        let value = String(tag[start.upperBound..<end])
        return value.isEmpty ? nil : value
    }
}
