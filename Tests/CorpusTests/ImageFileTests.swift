import CairoRenderer
@testable import UIKit
import Foundation
import Testing
import TestSupport

/// UIImage(named:) and UIImage(contentsOfFile:) through the decoder a host installs.
@MainActor
struct ImageFileTests {
    init() {
        // What UIKitHost does before launching an app.
        UIImage.imageDecoder = CairoImageDecoder()
    }

    @Test func namedImagesAreFoundByNameWithTheirScaleAndCached() throws {
        // SwiftPM processes Resources/ into the target's bundle, as an app's `resources:` are.
        let bundle = Bundle.module
        let badge = try #require(UIImage(named: "badge", in: bundle))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 20, height: 20))
        #expect(badge.color(atPixelX: 20, y: 20) == UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
        let again = try #require(UIImage(named: "badge", in: bundle))
        #expect(again.pixels == badge.pixels)
        let stripe = try #require(UIImage(named: "stripe", in: bundle))
        #expect(stripe.size == CGSize(width: 30, height: 20) && stripe.scale == 1)
        #expect(UIImage(named: "no-such-image", in: bundle) == nil)
        // Without a bundle: the main bundle, then the resource bundles beside the executable.
        #expect(UIImage(named: "badge")?.size == CGSize(width: 20, height: 20))
        // Xcode's image literal is UIImage(named:); a missing one is a transparent pixel.
        let literal: UIImage = #imageLiteral(resourceName: "badge")
        #expect(literal.size == CGSize(width: 20, height: 20))
        let missing: UIImage = #imageLiteral(resourceName: "no-such-image")
        #expect(missing.size == CGSize(width: 1, height: 1))
        #expect(UIImage.candidateFileNames(for: "icon", screenScale: 2).prefix(3) == ["icon@2x.png", "icon@3x.png", "icon.png"])
    }

    @Test func filesLoadByPathAndBadFilesGiveNil() throws {
        let path = try #require(Bundle.module.path(forResource: "badge@2x", ofType: "png"))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.pixelWidth == 40)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("today-not-an-image.png")
        try Data("not a picture".utf8).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        #expect(UIImage(contentsOfFile: garbage.path) == nil)
    }
}
