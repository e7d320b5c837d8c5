// swift-tools-version: 6.0
//
// Today: UIKit's transition system for Linux, and the App Store "Today" clone built on it.
// docs/architecture.md describes the layers:
//
//   today (executable) -> TodayApp -> ViewKitTools -> ViewKit -> Motion
//                      -> SDLHost / HeadlessHost -> CairoRenderer -> ViewKit
//
// Motion is pure math: the standard library and Foundation only. No target below the hosts
// imports a platform library. Every target names what it imports.

import PackageDescription

let package = Package(
    name: "Today",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .library(name: "ViewKitTools", targets: ["ViewKitTools"]),
        .executable(name: "today", targets: ["today"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` builds the DocC catalogs (CI checks them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Motion"),
        .target(name: "ViewKit", dependencies: ["Motion"]),

        // Debian's -dev libraries, found through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // libpng and libjpeg report errors by longjmp, which Swift cannot catch: a small C shim.
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG"]),

        .target(name: "CairoRenderer", dependencies: ["Motion", "ViewKit", "CCairo", "CPangoCairo", "CImageCodecs"]),
        .target(name: "HeadlessHost", dependencies: ["Motion", "CairoRenderer", "ViewKit", "CWebP"]),
        .target(name: "SDLHost", dependencies: ["Motion", "CairoRenderer", "ViewKit", "CSDL2"]),
        // Built on ViewKit, shared by the command line, the tests and the app, and none of it
        // the Today app: the transition trace and its tracing doubles, the renderer's feature
        // gallery, curve charts and procedural artwork.
        .target(name: "ViewKitTools", dependencies: ["Motion", "ViewKit"]),
        .target(name: "TodayApp", dependencies: ["Motion", "ViewKit", "ViewKitTools"],
                resources: [.copy("Resources/default-stories.json")]),
        .executableTarget(
            name: "today",
            dependencies: [
                "Motion", "ViewKit", "ViewKitTools", "CairoRenderer", "HeadlessHost", "SDLHost", "TodayApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Motion", "ViewKit", "CairoRenderer", "HeadlessHost"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
        // The engine's tests never build the app: a ViewKit change is tested without it.
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "Motion", "ViewKitTools", "TestSupport"]),
        .testTarget(name: "CairoRendererTests", dependencies: ["CairoRenderer", "ViewKit", "Motion", "ViewKitTools", "TestSupport"],
                    exclude: ["References", "Fixtures"]),
        .testTarget(name: "TodayAppTests", dependencies: ["TodayApp", "ViewKit", "ViewKitTools", "Motion", "CairoRenderer", "HeadlessHost", "TestSupport"],
                    exclude: ["Today/References", "Gallery/References"]),
        .testTarget(name: "HostTests", dependencies: ["HeadlessHost", "SDLHost", "ViewKit", "Motion", "CairoRenderer", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
