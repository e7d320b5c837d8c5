import CairoRenderer
import Foundation
import Testing

struct AtomicFileTests {
    func scratchFolder() throws -> String {
        let path = NSTemporaryDirectory() + "today-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aCompleteWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.txt"
        try AtomicFile.write(Data("old".utf8), to: path)
        try AtomicFile.write(Data("new contents".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new contents".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
    }

    @Test func aFailedWriteKeepsThePreviousFileAndRemovesItsTemporaryFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.png"
        try AtomicFile.write(Data("previous".utf8), to: path)
        var temporary: String?
        #expect(throws: RenderError.writeFailed(path: path, reason: "simulated")) {
            try AtomicFile.write(to: path) { (temporaryPath: String) throws(RenderError) in
                temporary = temporaryPath
                // Made for real, so that its removal below is not vacuous.
                #expect(FileManager.default.createFile(atPath: temporaryPath, contents: Data("half".utf8)))
                throw .writeFailed(path: path, reason: "simulated")
            }
        }
        let hidden = try #require(temporary)
        #expect(hidden.hasPrefix(folder + "/.out.png.partial-"))
        #expect(!FileManager.default.fileExists(atPath: hidden))
        #expect(FileManager.default.contents(atPath: path) == Data("previous".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.png"])
    }

    @Test func aMissingFolderIsNamedWithTheSystemsReason() {
        #expect(throws: RenderError.writeFailed(path: "/nonexistent-folder/out.webp", reason: "No such file or directory")) {
            try AtomicFile.write(Data("x".utf8), to: "/nonexistent-folder/out.webp")
        }
    }
}
