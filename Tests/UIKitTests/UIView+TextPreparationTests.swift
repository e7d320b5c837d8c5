import Testing
import TestSupport
import UIKit

/// Measuring a subtree's text before it joins a window (`prepareTextForDisplay(with:)`): each
/// label is measured at the width its first layout asks for, and not again when it joins.
@MainActor
struct TextPreparationTests {
    /// A card built off-window: a wrapped paragraph, a one-line title and a button.
    func card() -> (card: UIView, paragraph: UILabel, title: UILabel, button: UIButton) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let paragraph = UILabel()
        paragraph.text = "A paragraph long enough to wrap onto several lines of the card."
        paragraph.numberOfLines = 0
        paragraph.preferredMaxLayoutWidth = 260
        let title = UILabel()
        title.text = "Title"
        let button = UIButton(type: .system)
        button.setTitle("GET", for: .normal)
        for (index, view) in [paragraph, title, button].enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
                                         view.topAnchor.constraint(equalTo: card.topAnchor, constant: 20 + 100 * Double(index))])
        }
        return (card, paragraph, title, button)
    }

    @Test func eachLabelIsMeasuredAtTheWidthItWrapsAt() {
        let (card, paragraph, title, button) = card()
        let measurer = RecordingTextMeasurer()
        card.prepareTextForDisplay(with: measurer)
        #expect(measurer.requests == [
            .init(text: paragraph.text ?? "", width: 260),  // its preferred width
            .init(text: title.text ?? "", width: nil),  // one line
            .init(text: button.currentTitle ?? "", width: nil),
        ])
    }

    @Test func aPreparedLabelIsNotMeasuredAgainWhenItJoinsTheWindow() {
        let stage = LayoutStage()
        let measurer = RecordingTextMeasurer()
        stage.window.textMeasurer = measurer
        stage.layout()
        // Without preparing, joining the window measures both labels and the button.
        let unprepared = card()
        stage.root.addSubview(unprepared.card)
        stage.layout()
        #expect(measurer.texts.filter { $0 != "GET" } == [unprepared.paragraph.text, unprepared.title.text].compactMap { $0 })
        // Prepared, the labels keep what was measured; the button asks again (a measurer that
        // keeps what it measured, as the renderer's does, answers that from its own store).
        let prepared = card()
        prepared.card.prepareTextForDisplay(with: measurer)
        measurer.removeAll()
        stage.root.addSubview(prepared.card)
        stage.layout()
        #expect(measurer.texts.allSatisfy { $0 == "GET" }, "measured again: \(measurer.texts)")
        // The same sizes as measuring on joining (8 points a character, wrapped at 260).
        #expect(prepared.paragraph.frame == unprepared.paragraph.frame)
        #expect(prepared.title.frame == unprepared.title.frame)
        #expect(prepared.paragraph.frame.size == CGSize(width: 260, height: 40))
    }

    @Test func aLabelChangedAfterPreparingIsMeasuredAgain() {
        let stage = LayoutStage()
        let measurer = RecordingTextMeasurer()
        stage.window.textMeasurer = measurer
        let (card, paragraph, title, _) = card()
        card.prepareTextForDisplay(with: measurer)
        title.text = "Another title"
        paragraph.preferredMaxLayoutWidth = 200
        measurer.removeAll()
        stage.root.addSubview(card)
        stage.layout()
        #expect(measurer.requests.contains(.init(text: "Another title", width: nil)))
        #expect(measurer.requests.contains(.init(text: paragraph.text ?? "", width: 200)))
    }

    @Test func aLabelPreparedWithAnotherMeasurerIsMeasuredAgain() {
        let stage = LayoutStage()
        let windowMeasurer = RecordingTextMeasurer()
        stage.window.textMeasurer = windowMeasurer
        let (card, paragraph, _, _) = card()
        card.prepareTextForDisplay(with: RecordingTextMeasurer())
        stage.root.addSubview(card)
        stage.layout()
        #expect(windowMeasurer.requests.contains(.init(text: paragraph.text ?? "", width: 260)))
    }
}
