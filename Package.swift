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
        .executable(name: "today", targets: ["today"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Motion"),
        .executableTarget(
            name: "today",
            dependencies: [
                "Motion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Motion"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
