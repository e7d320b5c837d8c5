import UIKit

/// A pet in the flip demo's grid (seed 004's cards): a name, a line about it, and the colours
/// its card is painted in.
public struct Pet: Hashable, Sendable {
    /// The pet's name.
    public var name: String
    /// A line about it, shown on the reveal.
    public var description: String
    /// The card's gradient, top to bottom.
    public var colors: [UIColor]

    /// A pet.
    public init(name: String, description: String, colors: [UIColor]) {
        self.name = name
        self.description = description
        self.colors = colors
    }

    /// Six pets for the demo.
    public static let samples: [Pet] = [
        Pet(name: "Mochi", description: "Sleeps eighteen hours a day and guards the sofa the other six.",
            colors: [UIColor(red: 1, green: 0.62, blue: 0.45), UIColor(red: 0.93, green: 0.3, blue: 0.4)]),
        Pet(name: "Pixel", description: "Chases the laser pointer, never the mouse.",
            colors: [UIColor(red: 0.45, green: 0.7, blue: 1), UIColor(red: 0.3, green: 0.3, blue: 0.85)]),
        Pet(name: "Biscuit", description: "Knows the sound of the fridge door from three rooms away.",
            colors: [UIColor(red: 1, green: 0.85, blue: 0.4), UIColor(red: 0.95, green: 0.55, blue: 0.2)]),
        Pet(name: "Juniper", description: "Has opinions about every bird outside the window.",
            colors: [UIColor(red: 0.5, green: 0.9, blue: 0.6), UIColor(red: 0.15, green: 0.6, blue: 0.45)]),
        Pet(name: "Tofu", description: "Brings you one sock every morning, never the pair.",
            colors: [UIColor(red: 0.85, green: 0.7, blue: 1), UIColor(red: 0.55, green: 0.35, blue: 0.85)]),
        Pet(name: "Comet", description: "Fastest zoomies in the building; loses every staring contest.",
            colors: [UIColor(red: 0.4, green: 0.45, blue: 0.55), UIColor(red: 0.12, green: 0.14, blue: 0.2)]),
    ]
}
