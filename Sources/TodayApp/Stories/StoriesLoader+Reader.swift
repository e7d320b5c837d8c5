import UIKit
import UIKitTools

extension StoriesLoader {
    /// Walks the parsed document, keeping the story and field being read for error messages.
    struct Reader {
        let file: String
        let baseDirectory: String
        let lenient: Bool
        let validateImage: @Sendable (String) throws -> Void
        var problems: [StoriesError] = []
        /// The story being read (its id, or `stories[N]`).
        var story: String?

        init(file: String, baseDirectory: String, lenient: Bool, validateImage: @escaping @Sendable (String) throws -> Void) {
            self.file = file
            self.baseDirectory = baseDirectory
            self.lenient = lenient
            self.validateImage = validateImage
        }

        func error(_ field: String?, _ message: String) -> StoriesError {
            StoriesError(file: file, story: story, field: field, message: message)
        }

        mutating func library(from root: JSONValue) throws(StoriesError) -> StoriesLibrary {
            guard case .object(let top) = root else { throw error(nil, "must be an object with \"catalog\" and \"stories\", found \(root.kindName)") }
            let catalogValues = try array(top, "catalog", at: nil)
            var catalog: [CatalogApp] = []
            var ids = Set<String>()
            for (index, value) in catalogValues.enumerated() {
                do throws(StoriesError) {
                    let app = try self.app(value, at: "catalog[\(index)]")
                    guard ids.insert(app.id).inserted else { throw error("catalog[\(index)].id", "the id \"\(app.id)\" is used twice") }
                    catalog.append(app)
                } catch {
                    guard lenient else { throw error }
                    problems.append(error)
                }
            }
            let byID = Dictionary(uniqueKeysWithValues: catalog.map { ($0.id, $0) })
            let storyValues = try array(top, "stories", at: nil)
            var stories: [Story] = []
            var storyIDs = Set<String>()
            for (index, value) in storyValues.enumerated() {
                story = "stories[\(index)]"
                if case .object(let fields) = value, case .string(let id)? = fields["id"], !id.isEmpty { story = id }
                do throws(StoriesError) {
                    let parsed = try self.story(value, catalog: byID)
                    guard storyIDs.insert(parsed.id).inserted else { throw error("id", "the id is used by an earlier story") }
                    stories.append(parsed)
                } catch {
                    guard lenient else { throw error }
                    problems.append(error)
                }
            }
            story = nil
            if stories.isEmpty, !storyValues.isEmpty || !lenient {
                throw problems.first ?? error("stories", "there are no stories")
            }
            return StoriesLibrary(stories: stories, catalog: catalog, problems: problems)
        }

        // MARK: Apps

        func app(_ value: JSONValue, at path: String) throws(StoriesError) -> CatalogApp {
            guard case .object(let fields) = value else { throw error(path, "must be an object, found \(value.kindName)") }
            let id = try string(fields, "id", at: path)
            let icon = try object(fields, "icon", at: path)
            let iconPath = path + ".icon"
            let colors = try colorList(icon, "colors", at: iconPath, count: 1...4)
            let categoryName = try optionalString(fields, "category", at: path) ?? "apps"
            guard let category = CatalogApp.Category(rawValue: categoryName) else {
                throw error(path + ".category", "is \"\(categoryName)\"; expected one of apps, games, arcade")
            }
            return CatalogApp(id: id, name: try string(fields, "name", at: path), subtitle: try optionalString(fields, "subtitle", at: path) ?? "",
                              iconColors: colors, iconGlyph: try optionalString(icon, "glyph", at: iconPath) ?? String(id.prefix(1)).uppercased(),
                              price: try optionalString(fields, "price", at: path) ?? "GET",
                              hasInAppPurchases: try optionalBool(fields, "inAppPurchases", at: path) ?? false,
                              category: category, genre: try optionalString(fields, "genre", at: path) ?? "")
        }

        // MARK: Stories

        func story(_ value: JSONValue, catalog: [String: CatalogApp]) throws(StoriesError) -> Story {
            guard case .object(let fields) = value else { throw error(nil, "must be an object, found \(value.kindName)") }
            let id = try string(fields, "id", at: nil)
            let kindName = try string(fields, "kind", at: nil)
            guard let kind = StoryKind(rawValue: kindName) else {
                throw error("kind", "is \"\(kindName)\"; expected one of \(StoryKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let styleName = try optionalString(fields, "style", at: nil) ?? "lightOnDark"
            guard let style = CardStyle(rawValue: styleName) else {
                throw error("style", "is \"\(styleName)\"; expected lightOnDark or darkOnLight")
            }
            let appIDs = try optionalArray(fields, "apps", at: nil) ?? []
            var apps: [CatalogApp] = []
            for (index, value) in appIDs.enumerated() {
                guard case .string(let appID) = value else { throw error("apps[\(index)]", "must be an app id string, found \(value.kindName)") }
                guard let app = catalog[appID] else { throw error("apps[\(index)]", "names the app \"\(appID)\", which is not in the catalog") }
                apps.append(app)
            }
            switch kind {
            case .appOfTheDay, .gameOfTheDay:
                guard apps.count == 1 else { throw error("apps", "a \(kind.rawValue) story shows one app; found \(apps.count)") }
            case .list:
                guard (2...6).contains(apps.count) else { throw error("apps", "a list story shows 2 to 6 apps; found \(apps.count)") }
            case .feature:
                break
            }
            let body = try optionalArray(fields, "body", at: nil) ?? []
            var paragraphs: [String] = []
            for (index, value) in body.enumerated() {
                guard case .string(let text) = value else { throw error("body[\(index)]", "must be a string, found \(value.kindName)") }
                paragraphs.append(text)
            }
            return Story(id: id, kind: kind, eyebrow: try string(fields, "eyebrow", at: nil), title: try string(fields, "title", at: nil),
                         subtitle: try optionalString(fields, "subtitle", at: nil) ?? "", style: style,
                         artwork: try artwork(try object(fields, "artwork", at: nil), at: "artwork"),
                         body: paragraphs, apps: apps)
        }

        func artwork(_ fields: [String: JSONValue], at path: String) throws(StoriesError) -> ArtworkDescription {
            if fields["image"] != nil {
                let relative = try string(fields, "image", at: path)
                let full = relative.hasPrefix("/") ? relative : (baseDirectory as NSString).appendingPathComponent(relative)
                do {
                    try validateImage(full)
                } catch {
                    throw self.error(path + ".image", "\(error)")
                }
                return .image(path: full)
            }
            let colors = try colorList(fields, "colors", at: path, count: 1...8)
            let angle = try optionalNumber(fields, "angle", at: path) ?? 180
            var shapes: [ArtworkShape] = []
            for (index, value) in (try optionalArray(fields, "shapes", at: path) ?? []).enumerated() {
                let shapePath = "\(path).shapes[\(index)]"
                guard case .object(let shape) = value else { throw error(shapePath, "must be an object, found \(value.kindName)") }
                let kindName = try string(shape, "kind", at: shapePath)
                guard let kind = ArtworkShape.Kind(rawValue: kindName) else {
                    throw error(shapePath + ".kind", "is \"\(kindName)\"; expected one of \(ArtworkShape.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                shapes.append(ArtworkShape(
                    kind: kind, x: try optionalNumber(shape, "x", at: shapePath) ?? 0.5, y: try optionalNumber(shape, "y", at: shapePath) ?? 0.5,
                    radius: try optionalNumber(shape, "radius", at: shapePath) ?? 0.2, size: try optionalNumber(shape, "size", at: shapePath) ?? 0.1,
                    rotation: try optionalNumber(shape, "rotation", at: shapePath) ?? 0, color: try color(shape, "color", at: shapePath)))
            }
            var bokeh: ProceduralArtworkDescription.Bokeh?
            if fields["bokeh"] != nil {
                let bokehPath = path + ".bokeh"
                let light = try object(fields, "bokeh", at: path)
                let count = try optionalNumber(light, "count", at: bokehPath) ?? 20
                guard count >= 0, count <= 500 else { throw error(bokehPath + ".count", "must be between 0 and 500, found \(count)") }
                let seed = try optionalNumber(light, "seed", at: bokehPath) ?? 1
                // Every whole number a JSON double holds exactly (2^53) can seed the generator.
                guard seed >= 0, seed <= 9_007_199_254_740_992, seed.rounded() == seed else {
                    throw error(bokehPath + ".seed", "must be a whole number from 0 to 2^53, found \(seed)")
                }
                bokeh = .init(count: Int(count), seed: UInt64(seed),
                              color: try light["color"] == nil ? .white : color(light, "color", at: bokehPath),
                              opacity: Swift.min(1, Swift.max(0, try optionalNumber(light, "opacity", at: bokehPath) ?? 0.3)))
            }
            return .procedural(ProceduralArtworkDescription(colors: colors, angle: angle, shapes: shapes, bokeh: bokeh))
        }

        // MARK: Fields

        func field(_ path: String?, _ key: String) -> String { path.map { "\($0).\(key)" } ?? key }

        func string(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> String {
            guard let value = fields[key] else { throw error(field(path, key), "is missing") }
            guard case .string(let text) = value else { throw error(field(path, key), "must be a string, found \(value.kindName)") }
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || key == "subtitle" else {
                throw error(field(path, key), "is empty")
            }
            return text
        }

        func optionalString(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> String? {
            guard let value = fields[key], value != .null else { return nil }
            guard case .string(let text) = value else { throw error(field(path, key), "must be a string, found \(value.kindName)") }
            return text
        }

        func optionalBool(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> Bool? {
            guard let value = fields[key], value != .null else { return nil }
            guard case .bool(let flag) = value else { throw error(field(path, key), "must be true or false, found \(value.kindName)") }
            return flag
        }

        func optionalNumber(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> Double? {
            guard let value = fields[key], value != .null else { return nil }
            guard case .number(let number) = value, number.isFinite else { throw error(field(path, key), "must be a number, found \(value.kindName)") }
            return number
        }

        func object(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> [String: JSONValue] {
            guard let value = fields[key] else { throw error(field(path, key), "is missing") }
            guard case .object(let object) = value else { throw error(field(path, key), "must be an object, found \(value.kindName)") }
            return object
        }

        func array(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> [JSONValue] {
            guard let values = try optionalArray(fields, key, at: path) else { throw error(field(path, key), "is missing") }
            return values
        }

        func optionalArray(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> [JSONValue]? {
            guard let value = fields[key], value != .null else { return nil }
            guard case .array(let values) = value else { throw error(field(path, key), "must be an array, found \(value.kindName)") }
            return values
        }

        func color(_ fields: [String: JSONValue], _ key: String, at path: String?) throws(StoriesError) -> UIColor {
            let text = try string(fields, key, at: path)
            guard let color = UIColor(hex: text) else { throw error(field(path, key), "is \"\(text)\"; expected a colour like \"#FF9500\"") }
            return color
        }

        func colorList(_ fields: [String: JSONValue], _ key: String, at path: String?, count: ClosedRange<Int>) throws(StoriesError) -> [UIColor] {
            let values = try array(fields, key, at: path)
            guard count.contains(values.count) else {
                throw error(field(path, key), "needs \(count.lowerBound) to \(count.upperBound) colours, found \(values.count)")
            }
            var colors: [UIColor] = []
            for (index, value) in values.enumerated() {
                guard case .string(let text) = value, let color = UIColor(hex: text) else {
                    throw error(field(path, key) + "[\(index)]", "expected a colour like \"#FF9500\", found \(value.kindName)")
                }
                colors.append(color)
            }
            return colors
        }
    }
}
