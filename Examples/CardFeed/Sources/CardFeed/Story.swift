import UIKit

/// One card of the feed and the story it opens.
struct Story {
    let kicker: String
    let title: String
    let color: UIColor

    static let all = [
        Story(kicker: "APP OF THE DAY", title: "Springs you can feel", color: .systemIndigo),
        Story(kicker: "GET STARTED", title: "Cards that open", color: .systemTeal),
        Story(kicker: "BEHIND THE SCENES", title: "Drag to close", color: .systemOrange),
        Story(kicker: "TIPS", title: "Layers, not pixels", color: .systemPink),
    ]
}
