import Foundation
import Testing
import TestSupport
import UIKit

/// Buttons drawn from a configuration: each style's colours from the tint, the layout of the
/// image and title inside the insets, the corner styles, the sizes, and the update handler.
@MainActor
struct UIButtonConfigurationTests {
    typealias Recorder = RecordingGraphicsContext

    /// The calls drawing `button` at `size` makes.
    func calls(of button: UIButton, size: CGSize) -> [String] {
        button.frame = CGRect(origin: .zero, size: size)
        let context = Recorder()
        button.draw(in: context)
        return context.calls
    }

    @Test func eachStyleDrawsItsBackgroundAndTitleInTheTint() {
        let area = CGRect(x: 0, y: 0, width: 120, height: 40)
        let expected: [(UIButton.Configuration, UIColor?, UIColor)] = [
            (.plain(), nil, .systemBlue), (.borderless(), nil, .systemBlue),
            (.gray(), .systemGray5, .systemBlue), (.bordered(), .systemGray5, .systemBlue),
            (.tinted(), UIColor.systemBlue.withAlphaComponent(0.15), .systemBlue),
            (.filled(), .systemBlue, .white), (.borderedProminent(), .systemBlue, .white),
        ]
        for (configuration, background, foreground) in expected {
            var configuration = configuration
            configuration.title = "Get"
            let button = UIButton(configuration: configuration)
            let drawn = calls(of: button, size: area.size)
            let fill = background.map { "fill \(Recorder.describe(Path(roundedRect: area, cornerRadius: 8))) \(Recorder.describe($0)) winding" }
            #expect(drawn.first == fill ?? drawn.first && drawn.count == (background == nil ? 1 : 2))
            #expect(drawn.last?.hasPrefix("text \"Get\" 17pt \(Recorder.describe(foreground))") == true)
        }
    }

    @Test func theImageAndTitleAreLaidOutInsideTheInsetsByPlacementAndPadding() {
        // Without a window the title is estimated: "Share" at 17 points is 47 × 21.
        let icon = UIImage.filled(with: .black, pixelWidth: 20, pixelHeight: 20)!
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Share"
        configuration.image = icon
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 20 + 6 + 47 + 12, height: 7 + 21 + 7))
        var drawn = calls(of: button, size: CGSize(width: 133, height: 41))
        // The content (73 × 21) centred in the 109 × 27 inside the insets.
        #expect(drawn[1] == "image 20x20 in (30,10.5 20x20) alpha 1")
        #expect(drawn[2].hasPrefix("text \"Share\" 17pt rgba(1,1,1,1) left at (56,10)"))
        // Trailing: the title first. Top: stacked, centred.
        button.configuration?.imagePlacement = .trailing
        drawn = calls(of: button, size: CGSize(width: 133, height: 41))
        #expect(drawn[1] == "image 20x20 in (83,10.5 20x20) alpha 1" && drawn[2].hasSuffix("at (30,10)"))
        button.configuration?.imagePlacement = .top
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 47 + 12, height: 7 + 20 + 6 + 21 + 7))
        // A leading title alignment starts at the inset.
        button.configuration?.imagePlacement = .leading
        button.configuration?.titleAlignment = .leading
        drawn = calls(of: button, size: CGSize(width: 200, height: 41))
        #expect(drawn[1] == "image 20x20 in (12,10.5 20x20) alpha 1")
    }

    @Test func aSubtitleGoesUnderTheTitleInASmallerFont() {
        // Estimated without a window: "Install" at 17 points is 66 × 21, "In-App Purchases" at
        // 15 points 132 × 18.
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Install"
        configuration.subtitle = "In-App Purchases"
        configuration.titlePadding = 2
        let button = UIButton(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 132 + 12, height: 7 + 21 + 2 + 18 + 7))
        let drawn = calls(of: button, size: CGSize(width: 156, height: 55))
        #expect(drawn[1].hasPrefix("text \"Install\" 17pt rgba(1,1,1,1) left at (45,7)"))
        #expect(drawn[2].hasPrefix("text \"In-App Purchases\" 15pt rgba(1,1,1,1) left at (12,30)"))
        // Leading alignment puts both lines at the inset.
        button.configuration?.titleAlignment = .leading
        let leading = calls(of: button, size: CGSize(width: 200, height: 55))
        #expect(leading[1].hasSuffix("at (12,7)") && leading[2].hasSuffix("at (12,30)"))
    }

    @Test func cornerStylesSizesAndStrokes() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "GET"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        let area = CGRect(x: 0, y: 0, width: 74, height: 30)
        #expect(calls(of: button, size: area.size).first == "fill \(Recorder.describe(Path(roundedRect: area, cornerRadius: 15))) \(Recorder.describe(.systemGray5)) winding")
        for (style, radius) in [(UIButton.Configuration.CornerStyle.small, 4.0), (.medium, 8), (.large, 12)] {
            button.configuration?.cornerStyle = style
            #expect(calls(of: button, size: area.size).first?.contains(Recorder.describe(Path(roundedRect: area, cornerRadius: radius))) == true)
        }
        button.configuration?.cornerStyle = .fixed
        button.configuration?.background.cornerRadius = 3
        button.configuration?.background.strokeColor = .systemRed
        button.configuration?.background.strokeWidth = 2
        let drawn = calls(of: button, size: area.size)
        #expect(drawn[0].contains(Recorder.describe(Path(roundedRect: area, cornerRadius: 3))))
        #expect(drawn[1] == "stroke \(Recorder.describe(Path(roundedRect: area.insetBy(dx: 1, dy: 1), cornerRadius: 2))) \(Recorder.describe(.systemRed)) width 2")
        // Sizes: the font and the default insets (kept until reset after a change of size).
        button.configuration?.buttonSize = .small
        #expect(calls(of: button, size: area.size).last?.hasPrefix("text \"GET\" 15pt") == true)
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        button.configuration?.setDefaultContentInsets()
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test func highlightedDisabledAndTintedButtonsChangeTheirColours() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        let size = CGSize(width: 80, height: 36)
        button.isHighlighted = true
        var drawn = calls(of: button, size: size)
        #expect(drawn[0].hasSuffix("\(Recorder.describe(UIColor.systemBlue.withAlphaComponent(0.7))) winding"))
        #expect(drawn[1].contains(Recorder.describe(UIColor.white.withAlphaComponent(0.5))))
        button.isHighlighted = false
        button.isEnabled = false
        drawn = calls(of: button, size: size)
        #expect(drawn[0].hasSuffix("\(Recorder.describe(.systemGray6)) winding") && drawn[1].contains(Recorder.describe(.systemGray)))
        button.isEnabled = true
        button.tintColor = .systemGreen
        #expect(calls(of: button, size: size)[0].hasSuffix("\(Recorder.describe(.systemGreen)) winding"))
        // Base colours and the background's colour win over the style's.
        button.configuration?.baseBackgroundColor = .systemOrange
        button.configuration?.baseForegroundColor = .black
        drawn = calls(of: button, size: size)
        #expect(drawn[0].hasSuffix("\(Recorder.describe(.systemOrange)) winding") && drawn[1].contains(Recorder.describe(.black)))
        button.configuration?.background.backgroundColor = .systemPurple
        #expect(calls(of: button, size: size)[0].hasSuffix("\(Recorder.describe(.systemPurple)) winding"))
    }

    @Test func theUpdateHandlerRunsOnEachChangeOfStateAndMaySetTheConfiguration() {
        var states: [String] = []
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction { _ in })
        button.configurationUpdateHandler = { button in
            states.append("\(button.isHighlighted ? "h" : "")\(button.isSelected ? "s" : "")\(button.isEnabled ? "" : "d")")
            var configuration = button.configuration ?? .plain()
            configuration.title = button.isSelected ? "Following" : "Follow"
            button.configuration = configuration  // no update of its own
        }
        #expect(states == [""] && button.currentTitle == "Follow")
        button.isHighlighted = true
        button.isHighlighted = false
        button.isSelected = true
        #expect(states == ["", "h", "", "s"] && button.currentTitle == "Following")
        button.isEnabled = false
        #expect(states.last == "sd")
        button.setNeedsUpdateConfiguration()
        #expect(states.count == 6)
        #expect(button.buttonType == .system)
    }

    @Test func aTapTogglesSelectionBeforeTheActionsWhenTheButtonChangesSelection() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let button = UIButton(configuration: .tinted())
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        window.addSubview(button)
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        var finger = Finger(on: window)
        finger.tap(at: CGPoint(x: 100, y: 70))
        #expect(seen == [false], "off by default: the tap does not select")
        button.changesSelectionAsPrimaryAction = true
        finger.tap(at: CGPoint(x: 100, y: 70))
        finger.tap(at: CGPoint(x: 100, y: 70))
        #expect(seen == [false, true, false], "toggled before the action runs")
        // A touch lifted outside does not toggle.
        finger.down(at: CGPoint(x: 100, y: 70))
        finger.move(to: CGPoint(x: 190, y: 190))
        finger.up()
        #expect(!button.isSelected && seen.count == 3)
    }
}
