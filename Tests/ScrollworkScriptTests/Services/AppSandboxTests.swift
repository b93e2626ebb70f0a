import Foundation
import Testing
@testable import ScrollworkScript

/// The app's container: what a fresh install has, what can be written where, and how paths
/// are read, as iOS's file system answers an app.
@Suite struct AppSandboxTests {
    let documents = AppSandbox.documents

    @Test func aFreshInstallHasItsStandardFoldersAndNoFiles() {
        let sandbox = AppSandbox()
        #expect(sandbox.item(atPath: documents) == (true, true))
        #expect(sandbox.item(atPath: AppSandbox.caches) == (true, true))
        #expect(sandbox.item(atPath: AppSandbox.temporary) == (true, true))
        // iOS does not make Application Support at install; the app creates it.
        #expect(sandbox.item(atPath: AppSandbox.applicationSupport) == (false, false))
        #expect(sandbox.names(inFolder: documents) == [])
    }

    @Test func aWrittenFileReadsBackUnderAnySpellingOfItsPath() throws {
        let sandbox = AppSandbox()
        try sandbox.write(Data("a".utf8), toPath: documents + "/notes.txt")
        #expect(sandbox.contents(atPath: documents + "//./sub/../notes.txt/") == Data("a".utf8))
        #expect(sandbox.item(atPath: documents + "/notes.txt") == (true, false))
    }

    @Test func writesOutsideTheContainerOrIntoMissingFoldersFail() {
        let sandbox = AppSandbox()
        #expect(throws: AppSandbox.WriteFailure.noPermission) { try sandbox.write(Data(), toPath: "/App.app/data.json") }
        #expect(throws: AppSandbox.WriteFailure.noPermission) { try sandbox.write(Data(), toPath: documents + "/../../x") }
        #expect(throws: AppSandbox.WriteFailure.noSuchFolder) { try sandbox.write(Data(), toPath: documents + "/a/b.json") }
        // A folder is no file to write over.
        #expect(throws: AppSandbox.WriteFailure.noSuchFolder) { try sandbox.write(Data(), toPath: AppSandbox.caches) }
    }

    @Test func withoutOverwritingAnExistingFileFails() throws {
        let sandbox = AppSandbox()
        try sandbox.write(Data("1".utf8), toPath: documents + "/a")
        #expect(throws: AppSandbox.WriteFailure.exists) { try sandbox.write(Data("2".utf8), toPath: documents + "/a", overwriting: false) }
        #expect(sandbox.contents(atPath: documents + "/a") == Data("1".utf8))
    }

    @Test func foldersAreMadeOneLevelOrWithTheirIntermediates() throws {
        let sandbox = AppSandbox()
        #expect(throws: AppSandbox.WriteFailure.noSuchFolder) { try sandbox.createFolder(atPath: documents + "/a/b", intermediates: false) }
        try sandbox.createFolder(atPath: documents + "/a/b", intermediates: true)
        try sandbox.createFolder(atPath: documents + "/a/b", intermediates: false)
        try sandbox.write(Data(), toPath: documents + "/a/b/c")
        #expect(sandbox.names(inFolder: documents + "/a") == ["b"])
        #expect(sandbox.names(inFolder: documents + "/a/b") == ["c"])
    }

    @Test func removingAFolderRemovesWhatIsInIt() throws {
        let sandbox = AppSandbox()
        try sandbox.createFolder(atPath: documents + "/z", intermediates: false)
        try sandbox.write(Data(), toPath: documents + "/z/1")
        try sandbox.write(Data(), toPath: documents + "/b")
        #expect(sandbox.remove(atPath: documents + "/z"))
        #expect(sandbox.item(atPath: documents + "/z/1") == (false, false))
        #expect(sandbox.names(inFolder: documents) == ["b"])
        #expect(!sandbox.remove(atPath: documents + "/z"))
    }

    /// A folder copied into itself is refused, as Foundation refuses it, so a move that then
    /// removes its source cannot take the copy with it.
    @Test func aFolderIsNotCopiedIntoItself() throws {
        let sandbox = AppSandbox()
        try sandbox.createFolder(atPath: documents + "/z", intermediates: false)
        try sandbox.write(Data([1]), toPath: documents + "/z/1")
        #expect(throws: AppSandbox.WriteFailure.intoItself) {
            try sandbox.copy(atPath: self.documents + "/z", toPath: self.documents + "/z/inner")
        }
        #expect(sandbox.names(inFolder: documents + "/z") == ["1"])
    }
}
