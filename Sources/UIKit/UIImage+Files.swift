import Foundation
import Synchronization

extension UIImage {
    /// Decodes images for ``init(contentsOfFile:)``, ``init(named:)`` and ``init(data:)``. The
    /// hosts install the renderer's decoder (PNG and JPEG); with none installed, those
    /// initializers return nil.
    public static var imageDecoder: (any UIImageDecoding)? {
        get { fileLoading.withLock { $0.decoder } }
        set { fileLoading.withLock { $0 = FileLoading(decoder: newValue) } }
    }

    /// An image from a file (PNG or JPEG); nil when it cannot be read or no decoder is
    /// installed. A name ending in `@2x` or `@3x` (before the extension) sets the scale, as on
    /// iOS.
    public convenience init?(contentsOfFile path: String) {
        guard let decoded = Self.decode(path) else { return nil }
        self.init(pixelWidth: decoded.pixelWidth, pixelHeight: decoded.pixelHeight, scale: decoded.scale, pixels: decoded.pixels)
    }

    /// An image from a PNG or JPEG file's bytes (UIKit's `UIImage(data:)`), at scale 1; nil
    /// when the data is not an image the decoder reads, is corrupt or too large (the reason
    /// goes to standard error), or no decoder is installed.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from a PNG or JPEG file's bytes at `scale` pixels a point (UIKit's
    /// `UIImage(data:scale:)`: data for a 2× image of 100 points is 200 pixels wide). A scale
    /// that is not a positive finite number is 1.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoder = Self.imageDecoder else { return nil }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        do {
            let image = try decoder.decodeImage(data: data, scale: scale)
            self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: image.pixels)
        } catch {
            // UIKit reports failure as nil; the reason is still worth a line.
            FileHandle.standardError.write(Data("UIImage: \(error)\n".utf8))
            return nil
        }
    }

    /// The image named `name` in the app's resources (UIKit's `UIImage(named:)`), cached by
    /// name as UIKit does; nil when there is none.
    ///
    /// The search follows iOS's: without an extension, `name@3x.png`, `name@2x.png`, `name.png`
    /// (the screen's scale first), then `.jpg` and `.jpeg`. The folders searched are the main
    /// bundle's, then every SwiftPM resource bundle (`*.resources`) beside the executable, which
    /// is where a package's `resources:` land on Linux. Asset catalogs are not read.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// The image named `name` in a bundle (nil: the main bundle and the resource bundles beside
    /// it, as ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?) {
        let folders = bundle.map { [$0.resourceURL ?? $0.bundleURL] } ?? Self.defaultResourceFolders()
        let key = folders.map(\.path).joined(separator: "\n") + "\n" + name
        if let cached = Self.fileLoading.withLock({ $0.named[key] }) {
            self.init(pixelWidth: cached.pixelWidth, pixelHeight: cached.pixelHeight, scale: cached.scale, pixels: cached.pixels)
            return
        }
        let screenScale = Thread.isMainThread ? MainActor.assumeIsolated { Int(UIScreen.main.scale) } : 2
        for folder in folders {
            for candidate in Self.candidateFileNames(for: name, screenScale: screenScale) {
                let path = folder.appendingPathComponent(candidate).path
                guard FileManager.default.fileExists(atPath: path), let image = Self.decode(path) else { continue }
                Self.fileLoading.withLock { $0.named[key] = image }
                self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: image.pixels)
                return
            }
        }
        return nil
    }

    /// File names tried for `name`, best first.
    static func candidateFileNames(for name: String, screenScale: Int) -> [String] {
        if !(name as NSString).pathExtension.isEmpty { return [name] }
        let scales = [screenScale] + [3, 2].filter { $0 != screenScale }
        var names: [String] = []
        for ext in ["png", "jpg", "jpeg"] {
            names += scales.filter { $0 > 1 }.map { "\(name)@\($0)x.\(ext)" }
            names.append("\(name).\(ext)")
        }
        return names
    }

    /// The main bundle's resource folder, then each `*.resources` bundle beside the executable.
    static func defaultResourceFolders() -> [URL] {
        let main = Bundle.main
        var folders = [main.resourceURL ?? main.bundleURL]
        let beside = main.bundleURL
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
        folders += contents.filter { $0.hasSuffix(".resources") }.sorted().map { name in
            let url = beside.appendingPathComponent(name)
            return Bundle(url: url)?.resourceURL ?? url
        }
        return folders
    }

    /// Decodes a file at the scale its name says, with the installed decoder.
    private static func decode(_ path: String) -> UIImage? {
        guard let decoder = imageDecoder else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        do {
            return try decoder.decodeImage(contentsOfFile: path, scale: scale)
        } catch {
            // UIKit's file initializers report failure as nil; the reason is still worth a line.
            FileHandle.standardError.write(Data("UIImage: \(error)\n".utf8))
            return nil
        }
    }

    /// The installed decoder and the named-image cache, behind one lock (images are made on
    /// any thread, as on iOS).
    private static let fileLoading = Mutex(FileLoading(decoder: nil))
}

/// The state behind ``UIImage/imageDecoder``.
private struct FileLoading: Sendable {
    var decoder: (any UIImageDecoding)?
    /// Images by bundle folders and name.
    var named: [String: UIImage] = [:]
}

/// `#imageLiteral(resourceName:)`, which Xcode writes for an image dragged into code: the image
/// named so, as ``UIImage/init(named:)`` finds it. A missing image (where iOS would crash) is
/// a 1 × 1 transparent image and a line on standard error.
extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `name` (see the extension's discussion).
    public convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage(named: name) {
            self.init(pixelWidth: found.pixelWidth, pixelHeight: found.pixelHeight, scale: found.scale, pixels: found.pixels)!
        } else {
            FileHandle.standardError.write(Data("UIImage: no image named \(name) for #imageLiteral\n".utf8))
            self.init(pixelWidth: 1, pixelHeight: 1, scale: 1, pixels: [0])!
        }
    }
}
