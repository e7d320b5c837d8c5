import CCairo
import CairoRenderer
import Foundation
import Testing
import TestSupport
import UIKit

/// `UIImage.load(contentsOfFile:)`'s own PNG decoder (libpng with limits, in the C shim) against
/// the one it replaced, Cairo's `cairo_image_surface_create_from_png`, which allocated whatever
/// a file's chunks claimed (a 277-byte PNG whose text chunk claimed 1.5 GB took seconds).
struct ImageLoadingTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = tests.appendingPathComponent("CairoRendererTests/Fixtures")

    /// Cairo's decoding of a PNG: premultiplied ARGB32, with RGB24's unused byte made opaque.
    static func cairoPixels(_ path: String) -> (width: Int, height: Int, pixels: [UInt32])? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var pixels: [UInt32] = []
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(opaque ? row[x] | 0xFF00_0000 : row[x]) }
        }
        return (width, height, pixels)
    }

    /// Every PNG the tests hold: the colour types, depths and interlacing of the fixtures, and
    /// every pixel reference.
    static let pngs: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".png") { found.append(tests.appendingPathComponent(path).path) }
        }
        return found.sorted()
    }()

    @Test func everyPNGDecodesToCairosPixelsExactly() throws {
        var compared = 0
        for path in Self.pngs {
            guard let expected = Self.cairoPixels(path) else { continue }  // a bad fixture, refused by both
            let image = try UIImage.load(contentsOfFile: path)
            #expect(image.pixelWidth == expected.width && image.pixelHeight == expected.height, "\(path)")
            #expect(image.pixels == expected.pixels, "\(path)")
            compared += 1
        }
        // The fixtures' eight variants and the references, so the comparison cannot be empty.
        #expect(compared >= 30)
        let variants = Self.pngs.filter { $0.contains("/Fixtures/variant-") }
        #expect(variants.count == 8)
    }

    @Test(arguments: [
        // A 277-byte PNG whose text chunk claims 1.5 GB (found by scripts/fuzz image).
        ("FuzzTargetsTests/Findings/image/refused-text-chunk-claims-1.5-gb.png", "more than the file holds"),
        // A 300-byte one whose text chunk claims 1.8 GB, which libpng allocated despite its
        // chunk limit (found by scripts/fuzz image in CI, 2026-11-25).
        ("FuzzTargetsTests/Findings/image/refused-text-chunk-longer-than-the-file.png", "a tEXt chunk claims 1828716581 bytes, more than the file holds"),
    ])
    func hostileFilesAreRefusedQuickly(file: String, reason: String) throws {
        let path = Self.tests.appendingPathComponent(file).path
        let started = ContinuousClock.now
        #expect(throws: RenderError.self) { try UIImage.load(contentsOfFile: path) }
        do {
            _ = try UIImage.load(contentsOfFile: path)
        } catch {
            #expect(error.description.contains(reason))
        }
        #expect(ContinuousClock.now - started < .milliseconds(500))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("today-fifo-\(UUID().uuidString).png").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: RenderError.imageUnreadable(path: path, reason: "it is not a regular file")) {
            try UIImage.load(contentsOfFile: path)
        }
    }

    @Test func aGiantDeclaredInTheHeaderIsRefusedBeforeDecoding() throws {
        // A valid IHDR for 10,000 x 10,000 pixels (under the side limit, over the pixel count).
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        header += Data([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("today-giant-\(UUID().uuidString).png").path
        #expect(FileManager.default.createFile(atPath: path, contents: header))
        defer { unlink(path) }
        #expect(throws: RenderError.imageUnreadable(path: path, reason: "the image is 10000 x 10000 pixels; at most 67108864 pixels are allowed")) {
            try UIImage.load(contentsOfFile: path)
        }
    }

    // MARK: Data in memory (`UIImage(data:)`)

    @Test func dataDecodesToTheSamePixelsAsTheFile() throws {
        let jpegs = ["gradient.jpg"].map { Self.fixtures.appendingPathComponent($0).path }
        var compared = 0
        for path in Self.pngs + jpegs {
            guard let fromFile = try? UIImage.load(contentsOfFile: path) else { continue }  // a bad fixture, refused by both
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let fromData = try UIImage.load(data: data, scale: 2)
            #expect(fromData.pixelWidth == fromFile.pixelWidth && fromData.pixelHeight == fromFile.pixelHeight, "\(path)")
            #expect(fromData.pixels == fromFile.pixels, "\(path)")
            #expect(fromData.scale == 2)
            compared += 1
        }
        #expect(compared >= 31)
    }

    @Test func emptyDataIsRefused() {
        // Made here, not read from empty.png: Foundation's Data(contentsOf:) leaks the buffer
        // it allocates for an empty file (LeakSanitizer found it).
        #expect(throws: RenderError.dataUnreadable(reason: "the data is empty")) { try UIImage.load(data: Data()) }
    }

    @Test(arguments: [
        ("not-an-image.png", "it is not a PNG or JPEG image"),
        ("truncated.png", "truncated"),
        ("truncated.jpg", "Premature end of JPEG file"),
        ("../../FuzzTargetsTests/Findings/image/refused-text-chunk-longer-than-the-file.png",
         "a tEXt chunk claims 1828716581 bytes, more than the file holds"),
    ])
    func badDataIsRefusedWithTheReason(fixture: String, reason: String) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
        do {
            _ = try UIImage.load(data: data)
            Issue.record("\(fixture) decoded")
        } catch {
            guard case .dataUnreadable(let said) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(said.contains(reason), "\(said)")
        }
    }

    @Test func aGiantDeclaredInTheDataIsRefusedBeforeDecoding() {
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        header += Data([0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        #expect(throws: RenderError.dataUnreadable(reason: "the image is 10000 x 10000 pixels; at most 67108864 pixels are allowed")) {
            try UIImage.load(data: header)
        }
    }

    @Test @MainActor func uiImageDataGoesThroughTheInstalledDecoder() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("opaque-green.png"))
        try withImageDecoder(CairoImageDecoder()) {
            let image = try #require(UIImage(data: data, scale: 3))
            let file = try UIImage.load(contentsOfFile: Self.fixtures.appendingPathComponent("opaque-green.png").path)
            #expect(image.pixels == file.pixels && image.scale == 3)
            #expect(image.size == CGSize(width: Double(file.pixelWidth) / 3, height: Double(file.pixelHeight) / 3))
            #expect(UIImage(data: data)?.scale == 1)
            #expect(UIImage(data: data, scale: .nan)?.scale == 1, "a scale that is not positive and finite is 1")
            #expect(UIImage(data: Data("not an image".utf8)) == nil)
        }
        withImageDecoder(nil) { #expect(UIImage(data: data) == nil, "no decoder installed") }
    }
}
