import Foundation

extension Curve {
    /// Reads a curve from its text form, e.g. `easeInEaseOut`, `bezier(0.25, 0.1, 0.25, 1)`,
    /// `spring(damping: 0.5, duration: 1.0)` or
    /// `keyframes([0, 1.2, 1], times: [0, 0.6, 1], mode: cubic)`. Names are case-insensitive.
    ///
    /// - Throws: ``CurveParseError`` pointing at the problem and listing the accepted forms.
    public init(parsing specification: String) throws(CurveParseError) {
        var parser = CurveSpecificationParser(specification)
        self = try parser.parseCurve()
    }
}

/// A recursive-descent reader for ``Curve``'s text form.
struct CurveSpecificationParser {
    /// An argument's value.
    enum Value {
        case number(Double)
        case list([Double])
        case name(String)
    }

    /// One argument, with its optional label.
    struct Argument {
        var label: String?
        var value: Value
        var offset: Int
    }

    let text: String
    let characters: [Character]
    var position = 0

    init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    func error(_ message: String, at offset: Int? = nil) -> CurveParseError {
        CurveParseError(specification: text, offset: offset ?? position, message: message)
    }

    mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    mutating func accept(_ character: Character) -> Bool {
        skipSpaces()
        if position < characters.count, characters[position] == character {
            position += 1
            return true
        }
        return false
    }

    mutating func expect(_ character: Character) throws(CurveParseError) {
        guard accept(character) else {
            let found = position < characters.count ? "'\(characters[position])'" : "the end"
            throw error("expected '\(character)' but found \(found)")
        }
    }

    mutating func identifier() -> String? {
        skipSpaces()
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position] == "_"
                || (position > start && (characters[position].isNumber || characters[position] == "-"))
        {
            position += 1
        }
        return position > start ? String(characters[start..<position]) : nil
    }

    mutating func number() throws(CurveParseError) -> Double {
        skipSpaces()
        let start = position
        while position < characters.count,
            characters[position].isNumber || "+-.eE".contains(characters[position])
        {
            position += 1
        }
        let token = String(characters[start..<position])
        guard !token.isEmpty, let value = Double(token) else {
            throw error(token.isEmpty ? "expected a number" : "'\(token)' is not a number", at: start)
        }
        guard value.isFinite else { throw error("'\(token)' is not a finite number", at: start) }
        return value
    }

    mutating func value() throws(CurveParseError) -> Value {
        skipSpaces()
        if accept("[") {
            var list: [Double] = []
            if accept("]") { return .list(list) }
            repeat { list.append(try number()) } while accept(",")
            try expect("]")
            return .list(list)
        }
        let save = position
        if let name = identifier(), !["e", "E"].contains(name) { return .name(name) }
        position = save
        return .number(try number())
    }

    mutating func arguments() throws(CurveParseError) -> [Argument] {
        var arguments: [Argument] = []
        guard accept("(") else { return arguments }
        if accept(")") { return arguments }
        repeat {
            skipSpaces()
            let offset = position
            let save = position
            var label: String?
            if let name = identifier() {
                if accept(":") { label = name } else { position = save }
            }
            arguments.append(Argument(label: label, value: try value(), offset: offset))
        } while accept(",")
        try expect(")")
        return arguments
    }

    mutating func parseCurve() throws(CurveParseError) -> Curve {
        skipSpaces()
        let nameOffset = position
        guard let name = identifier() else { throw error("expected a curve name") }
        let arguments = try arguments()
        skipSpaces()
        guard position == characters.count else { throw error("unexpected text after the curve") }
        let lowered = name.lowercased()

        let named: [String: TimingCurve] = [
            "linear": .linear, "easein": .easeIn, "easeout": .easeOut,
            "easeineaseout": .easeInEaseOut, "easeinout": .easeInEaseOut, "default": .default,
        ]
        if let curve = named[lowered] {
            guard arguments.isEmpty else { throw error("'\(name)' takes no arguments", at: nameOffset) }
            return .timing(curve)
        }
        let presets: [String: Spring] = [
            "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "interactive": .interactive,
        ]
        if let spring = presets[lowered] {
            let velocity = try labelledNumbers(arguments, allowed: ["velocity"], in: name)["velocity"] ?? 0
            return .spring(spring, initialVelocity: velocity)
        }
        switch lowered {
        case "bezier", "cubicbezier", "cubic-bezier":
            let numbers = try positionalNumbers(arguments, in: name)
            guard numbers.count == 4 else {
                throw error("'\(name)' takes four numbers x1, y1, x2, y2; got \(numbers.count)", at: nameOffset)
            }
            for (index, x) in [numbers[0], numbers[2]].enumerated() where !(0...1).contains(x) {
                throw error("control point \(index + 1)'s x is \(x); it must be in 0...1", at: arguments[index * 2].offset)
            }
            return .timing(TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
        case "spring":
            return try spring(arguments, name: name, at: nameOffset)
        case "keyframes":
            return try keyframes(arguments, name: name, at: nameOffset)
        default:
            throw error("unknown curve '\(name)'", at: nameOffset)
        }
    }

    func positionalNumbers(_ arguments: [Argument], in name: String) throws(CurveParseError) -> [Double] {
        var numbers: [Double] = []
        for argument in arguments {
            guard argument.label == nil, case .number(let value) = argument.value else {
                throw error("'\(name)' takes plain numbers", at: argument.offset)
            }
            numbers.append(value)
        }
        return numbers
    }

    func labelledNumbers(_ arguments: [Argument], allowed: Set<String>, in name: String) throws(CurveParseError) -> [String: Double] {
        var result: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label else {
                throw error("'\(name)' arguments need labels, e.g. damping: 0.5", at: argument.offset)
            }
            let key = label == "initialVelocity" ? "velocity" : label
            guard allowed.contains(key) else {
                throw error("'\(name)' does not take '\(label)'", at: argument.offset)
            }
            guard case .number(let value) = argument.value else {
                throw error("'\(label)' takes a number", at: argument.offset)
            }
            guard result[key] == nil else { throw error("'\(label)' is given twice", at: argument.offset) }
            result[key] = value
        }
        return result
    }

    func spring(_ arguments: [Argument], name: String, at offset: Int) throws(CurveParseError) -> Curve {
        let all: Set<String> = ["damping", "dampingRatio", "duration", "response", "bounce", "mass", "stiffness", "velocity"]
        let values = try labelledNumbers(arguments, allowed: all, in: name)
        let velocity = values["velocity"] ?? 0
        let labels = Set(values.keys).subtracting(["velocity"])
        func positive(_ key: String) throws(CurveParseError) -> Double {
            let value = values[key] ?? 0
            guard value > 0 else {
                let where_ = arguments.first { $0.label == key }?.offset ?? offset
                throw error("'\(key)' must be greater than 0, got \(value)", at: where_)
            }
            return value
        }
        switch labels {
        case ["damping", "duration"], ["dampingRatio", "duration"]:
            let ratio = values["damping"] ?? values["dampingRatio"] ?? 1
            return .spring(Spring(dampingRatio: ratio, duration: try positive("duration"), initialVelocity: velocity), initialVelocity: velocity)
        case ["response", "dampingRatio"], ["response"]:
            return .spring(Spring(response: try positive("response"), dampingRatio: values["dampingRatio"] ?? 1), initialVelocity: velocity)
        case ["duration", "bounce"], ["duration"], ["bounce"], []:
            let duration = values["duration"] == nil ? 0.5 : try positive("duration")
            let bounce = values["bounce"] ?? 0
            guard bounce > -1, bounce < 1 else {
                throw error("'bounce' must be between -1 and 1, got \(bounce)", at: offset)
            }
            return .spring(Spring(duration: duration, bounce: bounce), initialVelocity: velocity)
        case ["mass", "stiffness", "damping"], ["stiffness", "damping"]:
            let mass = values["mass"] == nil ? 1 : try positive("mass")
            let damping = values["damping"] ?? 0
            guard damping >= 0 else { throw error("'damping' must not be negative, got \(damping)", at: offset) }
            return .spring(Spring(mass: mass, stiffness: try positive("stiffness"), damping: damping), initialVelocity: velocity)
        default:
            let given = labels.sorted().joined(separator: ", ")
            throw error("'spring' cannot combine \(given)", at: offset)
        }
    }

    func keyframes(_ arguments: [Argument], name: String, at offset: Int) throws(CurveParseError) -> Curve {
        var values: [Double] = []
        var times: [Double]?
        var mode = Keyframes<Double>.CalculationMode.linear
        for argument in arguments {
            switch (argument.label, argument.value) {
            case (nil, .list(let list)), ("values", .list(let list)):
                values = list
            case (nil, .number(let number)):
                values.append(number)
            case ("times", .list(let list)), ("keyTimes", .list(let list)):
                times = list
            case ("mode", .name(let modeName)):
                guard let found = Keyframes<Double>.CalculationMode.allCases.first(where: { $0.rawValue.lowercased() == modeName.lowercased() }) else {
                    throw error("unknown keyframe mode '\(modeName)'", at: argument.offset)
                }
                mode = found
            default:
                throw error("'keyframes' takes [values], times: [...] and mode: NAME", at: argument.offset)
            }
        }
        do {
            return .keyframes(try Keyframes(values: values, keyTimes: times, calculationMode: mode))
        } catch {
            throw self.error(error.description, at: offset)
        }
    }
}
