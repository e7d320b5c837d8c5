// swift-tools-version: 6.0
//
// Today: a UIKit-shaped animation and presentation engine for Linux, and the App Store
// "Today" clone built on it. See DESIGN.md in the shared folder for the layering:
//
//   today (executable) -> TodayApp -> ViewKit -> Motion
//
// Motion is pure math: the standard library and Foundation only.

import PackageDescription

let package = Package(
    name: "Today",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "CairoRenderer", targets: ["CairoRenderer"]),
        .executable(name: "today", targets: ["today"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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

        .target(name: "CairoRenderer", dependencies: ["ViewKit", "CCairo", "CPangoCairo", "CImageCodecs"]),
        .target(name: "HeadlessHost", dependencies: ["CairoRenderer", "ViewKit", "CWebP"]),
        .target(name: "SDLHost", dependencies: ["CairoRenderer", "ViewKit", "CSDL2"]),
        .target(name: "TodayApp", dependencies: ["ViewKit"], resources: [.copy("Resources/default-stories.json")]),
        .executableTarget(
            name: "today",
            dependencies: [
                "Motion", "ViewKit", "CairoRenderer", "HeadlessHost", "SDLHost", "TodayApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Motion", "ViewKit", "CairoRenderer", "HeadlessHost"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "Motion", "TodayApp", "TestSupport"]),
        .testTarget(name: "CairoRendererTests", dependencies: ["CairoRenderer", "ViewKit", "TodayApp", "TestSupport"], exclude: ["References", "Fixtures"]),
        .testTarget(name: "TodayAppTests", dependencies: ["TodayApp", "ViewKit", "Motion", "CairoRenderer", "HeadlessHost", "TestSupport"],
                    exclude: ["Today/References", "Gallery/References"]),
        .testTarget(name: "HostTests", dependencies: ["HeadlessHost", "SDLHost", "ViewKit", "TodayApp", "CairoRenderer", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
