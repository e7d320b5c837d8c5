import Cassowary
import Foundation

/// The standard systems `today bench layout` times, each built as Auto Layout builds views'
/// constraints (a view's left edge and width as variables, priorities as strengths).
extension LayoutBenchmark {
    /// UIKit priorities as solver strengths (the mapping `NSLayoutConstraint` uses).
    static func strength(priority: Double) -> Strength {
        priority >= 1000 ? .required : Strength(pow(10, priority * 0.006))
    }

    /// A chain of views in a row, each pinned 8 points after the previous, 44 wide: two
    /// constraints a view. An edit drags the first view.
    static func chain(constraints count: Int) -> LinearSystem {
        var system = LinearSystem()
        var previous: (x: Int, width: Int)?
        for index in 0..<Swift.max(1, count / 2) {
            let x = system.addVariable("x\(index)")
            let width = system.addVariable("w\(index)")
            system.add([.init(1, width)], constant: -44, .equal)
            if let previous {
                // x = previous.x + previous.width + 8
                system.add([.init(1, x), .init(-1, previous.x), .init(-1, previous.width)], constant: -8, .equal)
            } else {
                system.add([.init(1, x)], constant: -16, .equal, strength: strength(priority: 750))
            }
            previous = (x, width)
        }
        system.edits = [.init(variable: 0, strength: .strong, values: dragValues(from: 16, count: 1000))]
        system.probe = widthProbe(system, "w\(count / 4)")
        return system
    }

    /// A grid of cells ten to a row in a 390-point container, the cells of a row of equal width
    /// (each cell's width equals the row's first, as a row of a stack view fills equally), 8
    /// points apart: about three constraints a cell. An edit changes the first cell's left inset.
    static func grid(constraints count: Int) -> LinearSystem {
        var system = LinearSystem()
        let columns = 10
        let cells = Swift.max(columns, count * 10 / 31)
        var firstWidth: Int?
        var previous: (x: Int, width: Int)?
        var firstX = 0
        for index in 0..<cells {
            let x = system.addVariable("x\(index)")
            let width = system.addVariable("w\(index)")
            let y = system.addVariable("y\(index)")
            if index == 0 { firstX = x }
            let column = index % columns
            if column == 0 { firstWidth = nil }
            if let firstWidth {
                system.add([.init(1, width), .init(-1, firstWidth)], constant: 0, .equal)
            } else {
                firstWidth = width
                system.add([.init(1, width)], constant: -30, .equal, strength: strength(priority: 250))
            }
            if column == 0 {
                system.add([.init(1, x)], constant: -16, .equal, strength: strength(priority: 999))
            } else if let previous {
                system.add([.init(1, x), .init(-1, previous.x), .init(-1, previous.width)], constant: -8, .equal)
            }
            if column == columns - 1 {
                system.add([.init(1, x), .init(1, width)], constant: -(390 - 16), .equal)
            }
            system.add([.init(1, y)], constant: -Double(index / columns) * 52, .equal)
            previous = (x, width)
        }
        system.edits = [.init(variable: firstX, strength: .strong, values: dragValues(from: 16, count: 1000, range: 40))]
        system.probe = widthProbe(system, "w\(cells / 2)")
        return system
    }

    /// A table: rows of an icon, a label and a button across 390 points. The label hugs its
    /// text at 250 and resists compression at 750, so long texts are compressed to fit beside
    /// the button (whose own content resists at 751): nine constraints a row. An edit drags the
    /// first row's button edge.
    static func table(constraints count: Int) -> LinearSystem {
        var system = LinearSystem()
        let rows = Swift.max(1, count / 9)
        var firstButtonX = 0
        for index in 0..<rows {
            let iconX = system.addVariable("icon\(index).x")
            let iconWidth = system.addVariable("icon\(index).w")
            let labelX = system.addVariable("label\(index).x")
            let labelWidth = system.addVariable("label\(index).w")
            let buttonX = system.addVariable("button\(index).x")
            let buttonWidth = system.addVariable("button\(index).w")
            if index == 0 { firstButtonX = buttonX }
            let text = Double(80 + (index * 37) % 300)  // some fit, some are compressed
            system.add([.init(1, iconX)], constant: -16, .equal)
            system.add([.init(1, iconWidth)], constant: -48, .equal)
            system.add([.init(1, labelX), .init(-1, iconX), .init(-1, iconWidth)], constant: -12, .equal)
            system.add([.init(1, labelWidth)], constant: -text, .lessThanOrEqual, strength: strength(priority: 250))
            system.add([.init(1, labelWidth)], constant: -text, .greaterThanOrEqual, strength: strength(priority: 750))
            system.add([.init(1, buttonX), .init(-1, labelX), .init(-1, labelWidth)], constant: -8, .greaterThanOrEqual)
            system.add([.init(1, buttonWidth)], constant: -72, .lessThanOrEqual, strength: strength(priority: 250))
            system.add([.init(1, buttonWidth)], constant: -72, .greaterThanOrEqual, strength: strength(priority: 751))
            system.add([.init(1, buttonX), .init(1, buttonWidth)], constant: -(390 - 16), .equal)
        }
        system.edits = [.init(variable: firstButtonX, strength: .strong, values: dragValues(from: 302, count: 1000, range: 120))]
        system.probe = widthProbe(system, "label\(rows / 2).w")
        return system
    }

    /// The drag: a row of views 4 points apart, each weakly at home and required to stay 2
    /// points after the previous one, so that dragging the first pushes those ahead of it; the
    /// first is moved 1,000 times by an edit variable: two constraints a view.
    static func drag(constraints count: Int) -> LinearSystem {
        var system = LinearSystem()
        var previous: Int?
        for index in 0..<Swift.max(2, count / 2) {
            let x = system.addVariable("x\(index)")
            system.add([.init(1, x)], constant: -Double(index * 4), .equal, strength: .weak)
            if let previous {
                system.add([.init(1, x), .init(-1, previous)], constant: -2, .greaterThanOrEqual)
            } else {
                system.add([.init(1, x)], constant: 0, .greaterThanOrEqual)
            }
            previous = x
        }
        system.edits = [.init(variable: 0, strength: .strong, values: dragValues(from: 0, count: 1000, range: 60))]
        // Drag's probe: a limit on a middle view that holds at rest (as a bound a view gets).
        let middle = Swift.max(2, count / 2) / 2
        if let index = system.variableNames.firstIndex(of: "x\(middle)") {
            system.probe = .init([.init(1, index)], constant: -Double(middle * 4 + 40), .lessThanOrEqual, strength: strength(priority: 500))
        }
        return system
    }

    /// The incremental change timed on every system: a view in the middle asked to be 50
    /// points (wide, or along) at priority 500, as code that adds and removes one constraint
    /// does.
    static func widthProbe(_ system: LinearSystem, _ name: String) -> LinearSystem.Entry? {
        guard let index = system.variableNames.firstIndex(of: name) else { return nil }
        return .init([.init(1, index)], constant: -50, .equal, strength: strength(priority: 500))
    }

    /// A finger's path: `count` values from `start`, out by `range` and back.
    static func dragValues(from start: Double, count: Int, range: Double = 200) -> [Double] {
        (0..<count).map { step in
            let phase = Double(step) / Double(count)
            return start + range * (phase < 0.5 ? phase * 2 : (1 - phase) * 2)
        }
    }
}
