/// The header at the user's text size (docs/accessibility.md#dynamic-type).
extension HeaderPreset {
    /// `H_c`: the header's height at rest at `textSize`,
    /// `max(h, H + k · (size(style, c) / size(style, large) − 1))`, where `k` is
    /// ``HeaderDynamicType/scaledHeight`` and `size` Apple's table (``TextStyle/size(at:)``);
    /// ``maxHeight`` itself without ``dynamicType`` or at ``TextSize/large``.
    public func maxHeight(at textSize: TextSize) -> Double {
        guard let dynamicType else { return maxHeight }
        let style = dynamicType.textStyle
        let growth = style.size(at: textSize) / style.size(at: .large) - 1
        return max(minHeight, maxHeight + dynamicType.scaledHeight * growth)
    }

    /// The preset as it is at `textSize`: ``maxHeight`` replaced by ``maxHeight(at:)``, so every
    /// frame, snap offset and collapse range (`E_c = H_c − h`) follows the text.
    public func sized(for textSize: TextSize) -> HeaderPreset {
        var sized = self
        sized.maxHeight = maxHeight(at: textSize)
        return sized
    }
}
