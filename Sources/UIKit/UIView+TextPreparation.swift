extension UIView {
    /// Measures now, with `measurer`, the text of every label and button in this subtree, as a
    /// window with that measurer will measure it when the subtree joins it: a label at the
    /// width it wraps at (its ``UILabel/preferredMaxLayoutWidth``, else its current width, else
    /// on one line), a button's title on one line. The subtree's first layout pass in that
    /// window then finds its text measured (each label keeps its last measurement).
    ///
    /// Today's own, not UIKit's: Core Text measures fast enough that UIKit needs no such call,
    /// while shaping a few paragraphs with Pango takes milliseconds (more in a font size used
    /// for the first time). An app calls it where it knows a view is about to be shown and a
    /// frame has time to spare, such as when a cell highlights under a finger before the tap
    /// that presents its detail. Measuring ahead changes no size and no layout: a label whose
    /// text, style or width changes before it is shown is measured again.
    public func prepareTextForDisplay(with measurer: any TextMeasuring) {
        visitSubtree { $0.measureOwnText(with: measurer) }
    }
}
