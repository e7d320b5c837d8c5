import Foundation
import HeadlessHost
import TodayApp
import UIKit

extension HeadlessHost {
    /// The Today app on the default stories in a 390 × 844 headless host at `scale`, rendered
    /// once (the feed tests' starting point; it needs the app, which the test-support target
    /// does not build).
    static func todayFeed(scale: Double = 1) throws -> (host: HeadlessHost, app: TodayAppController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: scale)
        let app = TodayAppController(library: try StoriesLibrary.defaultLibrary(), date: Date(timeIntervalSince1970: 1_795_305_600))
        host.window.rootViewController = app
        host.render()
        return (host, app)
    }
}
