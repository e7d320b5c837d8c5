// swift-tools-version: 6.0
//
// Today: UIKit's transition system for Linux, and the App Store "Today" clone built on it.
// docs/architecture.md describes the layers:
//
//   today (executable) -> TodayApp -> UIKitTools -> UIKit -> Motion
//                      -> SDLHost / HeadlessHost -> CairoRenderer -> UIKit
//   an iOS-style app   -> UIKitHost -> SDLHost / HeadlessHost
//   today-fuzz (libFuzzer) -> FuzzTargets -> TodayApp, HeadlessHost, CairoRenderer
//
// Motion is pure math: the standard library and Foundation only. No target below the hosts
// imports a platform library. Every target names what it imports.

import PackageDescription

let package = Package(
    name: "Today",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "UIKitTools", targets: ["UIKitTools"]),
        // What an iOS-style app adds to run on Linux: UIApplicationMain and the `@main` entry
        // point of an app delegate, showing the key window in SDL or recording it headless.
        .library(name: "UIKitHost", targets: ["UIKitHost"]),
        .executable(name: "today", targets: ["today"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` builds the DocC catalogs (CI checks them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Motion"),
        // The incremental constraint solver behind Auto Layout: pure Swift, no Foundation.
        .target(name: "Cassowary"),
        .target(name: "UIKit", dependencies: ["Motion", "Cassowary"]),

        // Debian's -dev libraries, found through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // libpng and libjpeg report errors by longjmp, which Swift cannot catch: a small C shim.
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG"]),

        // Pixel loops that Swift's generic SIMD types would run a hundred times slower unoptimized.
        .target(name: "CPixelKernels"),

        .target(name: "CairoRenderer", dependencies: ["Motion", "UIKit", "CCairo", "CPangoCairo", "CImageCodecs", "CPixelKernels"]),
        .target(name: "HeadlessHost", dependencies: ["Motion", "CairoRenderer", "UIKit", "CWebP"]),
        .target(name: "SDLHost", dependencies: ["Motion", "CairoRenderer", "UIKit", "CSDL2"]),
        .target(name: "UIKitHost", dependencies: [
            "UIKit", "CairoRenderer", "HeadlessHost", "SDLHost",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Built on UIKit, shared by the command line, the tests and the app, and none of it
        // the Today app: the transition trace and its tracing doubles, the renderer's feature
        // gallery, curve charts and procedural artwork.
        .target(name: "UIKitTools", dependencies: ["UIKit"]),
        .target(name: "TodayApp", dependencies: ["UIKit", "UIKitTools"],
                resources: [.copy("Resources/default-stories.json")]),
        .executableTarget(
            name: "today",
            dependencies: [
                "Motion", "UIKit", "UIKitTools", "CairoRenderer", "HeadlessHost", "SDLHost", "TodayApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The places that read outside input, as libFuzzer targets (scripts/fuzz, docs/testing.md).
        .target(name: "FuzzTargets", dependencies: ["Motion", "UIKit", "CairoRenderer", "HeadlessHost", "TodayApp"]),
        .executableTarget(name: "today-fuzz", dependencies: ["FuzzTargets"]),
        // Swift Testing's cross-import overlay for a module named UIKit, which the Linux
        // toolchain declares but does not ship (see the file inside).
        .target(name: "_Testing_UIKit", path: "Tests/TestingUIKitOverlay"),
        .target(
            name: "TestSupport",
            dependencies: ["Motion", "UIKit", "CairoRenderer", "HeadlessHost", "_Testing_UIKit"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "Motion", "TestSupport"]),
        // The engine's tests never build the app: a UIKit change is tested without it.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Motion", "UIKitTools", "TestSupport"]),
        // UIKit code written as for iOS (Corpus/, `import UIKit` only), run headless and rendered.
        .testTarget(name: "CorpusTests", dependencies: ["UIKit", "UIKitTools", "CairoRenderer", "TestSupport"],
                    exclude: ["References"], resources: [.process("Resources")]),
        .testTarget(name: "CairoRendererTests", dependencies: ["CairoRenderer", "CCairo", "UIKit", "Motion", "UIKitTools", "TestSupport"],
                    exclude: ["References", "Fixtures"]),
        .testTarget(name: "TodayAppTests", dependencies: ["TodayApp", "UIKit", "UIKitTools", "Motion", "CairoRenderer", "HeadlessHost", "TestSupport"],
                    exclude: ["Today/References", "Gallery/References", "App/References"]),
        .testTarget(name: "HostTests", dependencies: ["HeadlessHost", "SDLHost", "CSDL2", "CWebP", "UIKitHost", "UIKit", "Motion", "CairoRenderer", "TestSupport"]),
        // Every committed seed and past finding of the fuzz targets, run once each.
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "TestSupport"], exclude: ["Corpus", "Findings"]),
        // The `today` command run as a child process (it is built beside the test bundle).
        .testTarget(name: "todayTests", dependencies: ["today", "CairoRenderer", "UIKit", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
