import UIKit

/// One input of a fuzzed session, in the order a host would feed it: a touch (stamped with the
/// clock's time when sent), a key, a window resize, or a frame of `elapsed` seconds.
public enum FuzzEvent: Hashable, Sendable {
    /// A finger event.
    case touch(UITouch.Phase, CGPoint, identifier: Int)
    /// A key press, given to the app's key handler.
    case key(UIKey)
    /// The window takes a new size.
    case resize(CGSize)
    /// The clock advances by this many seconds, then the frame's checks run.
    case tick(Double)
}

extension FuzzEvent {
    /// The event as a JSON object: `{"tick": 0.016}`, `{"touch": "began", "x": 10, "y": 20,
    /// "id": 0}`, `{"key": "escape"}` (or `"a"` for a character), `{"resize": [320, 568]}`.
    public var jsonObject: [String: Any] {
        switch self {
        case .tick(let elapsed): return ["tick": elapsed]
        case .touch(let phase, let point, let identifier):
            let name = switch phase {
            case .began: "began"
            case .moved: "moved"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
            return ["touch": name, "x": Double(point.x), "y": Double(point.y), "id": identifier]
        case .key(let key): return ["key": Self.name(of: key)]
        case .resize(let size): return ["resize": [Double(size.width), Double(size.height)]]
        }
    }

    /// A script of events as JSON (one event per line, so a failing script reads as a list).
    public static func script(_ events: [FuzzEvent]) -> String {
        let lines = events.map { event -> String in
            let data = (try? JSONSerialization.data(withJSONObject: event.jsonObject, options: [.sortedKeys])) ?? Data("{}".utf8)
            return "  " + String(decoding: data, as: UTF8.self)
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// The largest touch identifier a script may use (a finger's number, not a count).
    public static let maximumTouchIdentifier = 1_000_000

    /// Events from a script written by ``script(_:)``; the error names the event that is wrong.
    public static func events(fromScript text: String) throws(FuzzScriptError) -> [FuzzEvent] {
        guard let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] else {
            throw FuzzScriptError(index: nil, message: "the script is not a JSON array of events")
        }
        var events: [FuzzEvent] = []
        for (index, item) in array.enumerated() {
            guard let object = item as? [String: Any] else { throw FuzzScriptError(index: index, message: "not an object") }
            func number(_ key: String) throws(FuzzScriptError) -> Double {
                guard let value = object[key] as? Double, value.isFinite else {
                    throw FuzzScriptError(index: index, message: "\"\(key)\" must be a finite number")
                }
                return value
            }
            if object["tick"] != nil {
                let elapsed = try number("tick")
                guard elapsed >= 0 else { throw FuzzScriptError(index: index, message: "\"tick\" must be seconds ≥ 0 (the clock only moves forward)") }
                events.append(.tick(elapsed))
            } else if let phaseName = object["touch"] as? String {
                let phases: [String: UITouch.Phase] = ["began": .began, "moved": .moved, "ended": .ended, "cancelled": .cancelled]
                guard let phase = phases[phaseName] else { throw FuzzScriptError(index: index, message: "unknown touch phase \"\(phaseName)\"") }
                let identifier = try number("id")
                guard identifier >= 0, identifier <= Double(maximumTouchIdentifier), identifier.rounded() == identifier else {
                    throw FuzzScriptError(index: index, message: "\"id\" must be a whole number from 0 to \(maximumTouchIdentifier)")
                }
                events.append(.touch(phase, CGPoint(x: try number("x"), y: try number("y")), identifier: Int(identifier)))
            } else if let keyName = object["key"] as? String {
                guard let key = key(named: keyName) else { throw FuzzScriptError(index: index, message: "unknown key \"\(keyName)\"") }
                events.append(.key(key))
            } else if let size = object["resize"] as? [Double], size.count == 2 {
                events.append(.resize(CGSize(width: size[0], height: size[1])))
            } else {
                throw FuzzScriptError(index: index, message: "expected \"tick\", \"touch\", \"key\" or \"resize\"")
            }
        }
        return events
    }

    static func name(of key: UIKey) -> String {
        switch key {
        case .escape: "escape"
        case .enter: "enter"
        case .space: "space"
        case .backspace: "backspace"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .character(let character): String(character)
        }
    }

    static func key(named name: String) -> UIKey? {
        let named: [String: UIKey] = ["escape": .escape, "enter": .enter, "space": .space, "backspace": .backspace,
                                    "up": .up, "down": .down, "left": .left, "right": .right]
        if let key = named[name] { return key }
        return name.count == 1 ? .character(Character(name.lowercased())) : nil
    }
}

/// A fuzz script that cannot be read: which event (from 0), and why.
public struct FuzzScriptError: Error, CustomStringConvertible {
    /// The event's index, or nil for the whole script.
    public var index: Int?
    /// What is wrong.
    public var message: String

    /// "event N: message".
    public var description: String { index.map { "event \($0): \(message)" } ?? message }
}
