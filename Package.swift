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
    ],
    targets: [
        .target(name: "Motion"),
        .target(
            name: "TestSupport",
            dependencies: ["Motion"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
