// swift-tools-version: 6.0
//
// CardFeed: an iOS-style app (an app delegate, a window, a collection view feed, a detail
// screen presented with a custom transition and dismissed by dragging) that runs on Linux
// through Today's UIKit. Its sources import UIKit and compile for iOS as they are; only
// Linux.swift differs (it brings in UIKitHost, the entry point and the window).

import PackageDescription

let package = Package(
    name: "CardFeed",
    dependencies: [
        .package(name: "Today", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "CardFeed",
            dependencies: [
                .product(name: "UIKit", package: "Today"),
                .product(name: "UIKitHost", package: "Today"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
