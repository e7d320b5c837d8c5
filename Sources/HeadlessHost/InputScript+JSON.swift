import Foundation
import Motion
import UIKit

extension InputScript {
    /// A problem in a script file, naming the file and the event.
    public struct FileError: Error, CustomStringConvertible, Equatable {
        /// The file.
        public var file: String
        /// Which event (`events[2]`), if one.
        public var event: String?
        /// What is wrong.
        public var message: String

        /// `file: event: message`.
        public var description: String { [file, event, message].compactMap { $0 }.joined(separator: ": ") }
    }

    /// The longest session a script file describes, in seconds: a longer `duration` is cut to
    /// it, and an event's time, length or hold beyond it is an error.
    public static let maximumDuration: Double = 600

    /// Reads a script file (JSON): `{"duration": 6, "events": [...]}` where each event is one
    /// of `{"tap": [x, y], "at": s}`, `{"drag": {"from": [x, y], "to": [x, y], "at": s,
    /// "length": s, "hold": s}}` or `{"resize": [width, height], "at": s}` (points and seconds).
    public static func load(contentsOfFile path: String) throws(FileError) -> InputScript {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(file: path, message: "no such file or it cannot be read")
        }
        return try load(data: data, file: path)
    }

    /// Reads a script from JSON data in the format of ``load(contentsOfFile:)``; `file` names it
    /// in errors.
    public static func load(data: Data, file path: String) throws(FileError) -> InputScript {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FileError(file: path, message: "is not a JSON object with \"events\"")
        }
        guard let list = root["events"] as? [Any] else { throw FileError(file: path, message: "\"events\" must be an array") }
        var events: [Event] = []
        for (index, value) in list.enumerated() {
            let name = "events[\(index)]"
            func fail(_ message: String) -> FileError { FileError(file: path, event: name, message: message) }
            func point(_ any: Any?, _ field: String) throws(FileError) -> CGPoint {
                guard let pair = any as? [Any], pair.count == 2, let x = (pair[0] as? NSNumber)?.doubleValue,
                      let y = (pair[1] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite else {
                    throw fail("\"\(field)\" must be [x, y] in points")
                }
                return CGPoint(x: x, y: y)
            }
            func seconds(_ any: Any?, _ field: String, default fallback: Double? = nil) throws(FileError) -> Double {
                guard let any else {
                    if let fallback { return fallback }
                    throw fail("\"\(field)\" is missing")
                }
                // A session lasts at most `maximumDuration`: nothing in it may start or last longer.
                guard let number = (any as? NSNumber)?.doubleValue, number.isFinite, number >= 0, number <= maximumDuration else {
                    throw fail("\"\(field)\" must be a number of seconds from 0 to \(Int(maximumDuration))")
                }
                return number
            }
            guard let event = value as? [String: Any] else { throw fail("must be an object") }
            if let tap = event["tap"] {
                events += InputScript.tap(at: try point(tap, "tap"), time: try seconds(event["at"], "at"))
            } else if let drag = event["drag"] as? [String: Any] {
                events += InputScript.drag(from: try point(drag["from"], "from"), to: try point(drag["to"], "to"),
                                           time: try seconds(drag["at"], "at"), length: try seconds(drag["length"], "length", default: 0.3),
                                           hold: try seconds(drag["hold"], "hold", default: 0))
            } else if let resize = event["resize"] {
                let size = try point(resize, "resize")
                events.append(Event(time: try seconds(event["at"], "at"), kind: .resize(CGSize(width: size.x, height: size.y))))
            } else {
                throw fail("expected \"tap\", \"drag\" or \"resize\"")
            }
        }
        let duration = (root["duration"] as? NSNumber)?.doubleValue ?? 0
        return InputScript(events: events, duration: duration.isFinite ? Swift.min(maximumDuration, duration) : 0)
    }
}
