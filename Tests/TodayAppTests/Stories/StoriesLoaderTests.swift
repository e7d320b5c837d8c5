import Foundation
import Motion
import Testing
import TodayApp

struct StoriesLoaderTests {
    func load(_ json: String, lenient: Bool = false) throws(StoriesError) -> StoriesLibrary {
        try StoriesLoader(lenient: lenient).load(data: Data(json.utf8), file: "stories.json", baseDirectory: "/nonexistent")
    }

    static let catalog = """
        "catalog": [
          {"id": "a", "name": "Alpha", "subtitle": "First", "icon": {"colors": ["#FF0000", "#00FF00"]}, "category": "games"},
          {"id": "b", "name": "Beta", "icon": {"colors": ["#0000FF"], "glyph": "B"}, "price": "$1.99"}
        ]
        """

    func story(_ fields: String) -> String {
        """
        {\(Self.catalog), "stories": [
          {"id": "good", "kind": "feature", "eyebrow": "NEW", "title": "Good", "style": "lightOnDark", "artwork": {"colors": ["#000000"]}},
          {\(fields)}
        ]}
        """
    }

    @Test func theDefaultStoriesHaveEveryKindAndResolveTheirApps() throws {
        let library = try StoriesLibrary.defaultLibrary()
        #expect(library.stories.count >= 8)
        #expect(Set(library.stories.map(\.kind)) == Set(StoryKind.allCases))
        #expect(library.problems.isEmpty)
        for story in library.stories where story.kind == .list { #expect((4...5).contains(story.apps.count)) }
        #expect(library.apps(in: .games).map(\.id).contains("skyline-drift"))
        #expect(library.search("PHOTO").map(\.id) == ["aperture", "goldhour"])
        #expect(library.search("  ").count == library.catalog.count)
    }

    @Test func aGoodFileLoadsWithDefaults() throws {
        let library = try load(story(##""id": "list", "kind": "list", "eyebrow": "LIST", "title": "Two", "style": "darkOnLight", "artwork": {"colors": ["#FFF"], "shapes": [{"kind": "circle", "color": "#FF9500"}], "bokeh": {"count": 3}}, "apps": ["a", "b"], "body": ["One.", "Two."]"##))
        #expect(library.stories.map(\.id) == ["good", "list"])
        let list = library.stories[1]
        #expect(list.apps.map(\.name) == ["Alpha", "Beta"])
        #expect(list.apps[1].price == "$1.99" && list.apps[0].price == "GET")
        #expect(list.apps[0].iconGlyph == "A")
        #expect(list.body == ["One.", "Two."])
        guard case .procedural(let art) = list.artwork else { Issue.record("expected procedural art"); return }
        #expect(art.shapes.first?.kind == .circle && art.shapes.first?.x == 0.5)
        #expect(art.bokeh?.count == 3 && art.bokeh?.color == .white)
    }

    @Test(arguments: [
        (##""id": "x", "kind": "poster", "eyebrow": "E", "title": "T", "artwork": {"colors": ["#000"]}"##, "x", "kind", "expected one of feature"),
        (##""id": "x", "kind": "feature", "title": "T", "artwork": {"colors": ["#000"]}"##, "x", "eyebrow", "is missing"),
        (##""id": "x", "kind": "feature", "eyebrow": "E", "title": 4, "artwork": {"colors": ["#000"]}"##, "x", "title", "must be a string, found a number"),
        (##""id": "x", "kind": "feature", "eyebrow": "E", "title": "T", "artwork": {"colors": ["red"]}"##, "x", "artwork.colors[0]", "expected a colour"),
        (##""id": "x", "kind": "appOfTheDay", "eyebrow": "E", "title": "T", "artwork": {"colors": ["#000"]}, "apps": ["zzz"]"##, "x", "apps[0]", "not in the catalog"),
        (##""id": "x", "kind": "list", "eyebrow": "E", "title": "T", "artwork": {"colors": ["#000"]}, "apps": ["a"]"##, "x", "apps", "2 to 6 apps"),
        (##""id": "x", "kind": "feature", "eyebrow": "E", "title": "T", "artwork": {"image": "missing.png"}"##, "x", "artwork.image", "no such file"),
        (##""id": "x", "kind": "feature", "eyebrow": "E", "title": "T", "artwork": {"colors": ["#000"], "shapes": [{"kind": "star", "color": "#FFF"}]}"##, "x", "artwork.shapes[0].kind", "expected one of circle"),
        (##""kind": "feature", "eyebrow": "E", "title": "T", "artwork": {"colors": ["#000"]}"##, "stories[1]", "id", "is missing"),
        (##""id": "good", "kind": "feature", "eyebrow": "E", "title": "T", "artwork": {"colors": ["#000"]}"##, "good", "id", "used by an earlier story"),
    ])
    func badStoriesNameTheFileTheStoryAndTheField(fields: String, story: String, field: String, message: String) {
        do {
            _ = try load(self.story(fields))
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "stories.json")
            #expect(error.story == story)
            #expect(error.field == field)
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("stories.json: story \"\(story)\", field \"\(field)\": "))
        }
    }

    @Test func leniencyKeepsTheGoodStoriesAndReportsTheBadOnes() throws {
        let library = try load(story(##""id": "bad", "kind": "feature", "eyebrow": "E""##), lenient: true)
        #expect(library.stories.map(\.id) == ["good"])
        #expect(library.problems.count == 1 && library.problems[0].story == "bad" && library.problems[0].field == "title")
    }

    @Test func brokenFilesAreClearErrors() {
        #expect(throws: StoriesError.self) { try load("{ \"stories\": [") }
        do {
            _ = try load("[1, 2]")
        } catch {
            #expect(error.description == "stories.json: must be an object with \"catalog\" and \"stories\", found an array")
        }
        do {
            _ = try StoriesLoader().load(contentsOfFile: "/nonexistent/stories.json")
        } catch {
            #expect(error.description == "/nonexistent/stories.json: no such file")
        }
        do {
            _ = try load(##"{"catalog": [{"id": "a", "name": "A", "icon": {"colors": []}}], "stories": []}"##)
        } catch {
            #expect(error.story == nil && error.field == "catalog[0].icon.colors")
        }
    }
}
