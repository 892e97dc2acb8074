import HeaderGeometry

/// One `KEY=VALUE` of `stretchy create` and `stretchy edit`, such as `maxHeight=320`,
/// `shadow.threshold=140`, `shadow=null`, `snap.positions=0,0.5,1`, `motion.parallax=0.5`,
/// `motion.decelerationRate=fast`, `motion.quickReturn=true`, `motion=default`,
/// `tracks.title.scale=0:1.5,1:1`, `tracks.title.opacity.easing=easeOut` or `tracks=[]`.
public struct PresetAssignment: Sendable, Equatable {
    /// The key being set.
    public var key: PresetKey
    /// The value as the user typed it.
    public var value: String
    /// For `tracks.LAYER.PROPERTY...`: the track and the part of it being set; `nil` otherwise
    /// (and for `tracks=[]`).
    public var track: TrackTarget?

    /// An assignment of `value` to `key` (and, for a track key, `track`).
    public init(key: PresetKey, value: String, track: TrackTarget? = nil) {
        self.key = key
        self.value = value
        self.track = track
    }

    /// Parses `KEY=VALUE`; a missing `=` or an unknown key is a usage error with a hint.
    public static func parse(_ text: String) throws(ServiceError) -> PresetAssignment {
        guard let equals = text.firstIndex(of: "=") else {
            throw ServiceError(.usage, "expected KEY=VALUE, got '\(text)'",
                               hint: "for example maxHeight=320 or shadow=null")
        }
        let name = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        if name.hasPrefix("tracks.") {
            return PresetAssignment(key: .tracks, value: value, track: try TrackTarget.parse(name))
        }
        guard let key = PresetKey(rawValue: name) else {
            if name == "name" {
                throw ServiceError(.usage, "the name is not a key", hint: "use 'stretchy rename OLD NEW'")
            }
            let keys = PresetKey.allCases.map(\.rawValue) + ["tracks.LAYER.PROPERTY"]
            let hint = NameSuggestion.closest(to: name, among: keys).map { "did you mean '\($0)'?" }
                ?? "keys: " + keys.joined(separator: ", ")
            throw ServiceError(.usage, "unknown key '\(name)'", hint: hint)
        }
        return PresetAssignment(key: key, value: value)
    }

    /// Sets the key on `preset`. A value of the wrong kind is invalid data naming the key; the
    /// rules of docs/format.md#preset-keys are checked afterwards, on the whole preset.
    public func apply(to preset: inout HeaderPreset) throws(ServiceError) {
        switch key {
        case .summary:
            preset.summary = value
        case .minHeight:
            preset.minHeight = try number()
        case .maxHeight:
            preset.maxHeight = try number()
        case .damping:
            preset.damping = try number()
        case .collapse:
            preset.collapse = try choice(CollapseMode.self)
        case .shadow:
            guard value == "null" || value == "none" else {
                throw invalid("'\(value)' is not allowed; use shadow=null to remove the shadow, shadow.threshold=N to set one")
            }
            preset.shadow = nil
        case .shadowThreshold:
            let threshold = try number()
            if preset.shadow == nil {
                preset.shadow = HeaderShadow(threshold: threshold)
            } else {
                preset.shadow?.threshold = threshold
            }
        case .shadowRadius:
            let radius = try number()
            guard preset.shadow != nil else {
                throw invalid("the preset has no shadow; set shadow.threshold first")
            }
            preset.shadow?.radius = radius
        case .snapMode:
            preset.snap.mode = try choice(SnapMode.self)
        case .snapPositions:
            preset.snap.positions = try numberList()
        case .snapInitialPosition:
            preset.snap.initialPosition = try number()
        case .motion:
            guard value == "default" else {
                throw invalid("'\(value)' is not allowed; use motion=default to put every motion key back to its default")
            }
            preset.motion = MotionParameters()
        case .motionFrameRate:
            preset.motion.frameRate = try number()
        case .motionDecelerationRate:
            if let named = ScrollDeceleration(name: value) {
                preset.motion.deceleration = named
            } else {
                do {
                    preset.motion.deceleration = ScrollDeceleration(rate: try number())
                } catch {
                    throw invalid("'\(value)' is not normal, fast or a number")
                }
            }
        case .motionViewportHeight:
            preset.motion.viewportHeight = try number()
        case .motionRubberBandConstant:
            preset.motion.rubberBandConstant = try number()
        case .motionSpringResponse:
            preset.motion.spring.response = try number()
        case .motionSpringDampingRatio:
            preset.motion.spring.dampingRatio = try number()
        case .motionParallax:
            preset.motion.parallax = try number()
        case .motionQuickReturn:
            switch value {
            case "true": preset.motion.quickReturn = true
            case "false": preset.motion.quickReturn = false
            default: throw invalid("'\(value)' is not true or false")
            }
        case .tracks:
            try applyTracks(to: &preset)
        }
    }

    private func invalid(_ message: String) -> ServiceError {
        ServiceError(.invalidData, "\(key.rawValue): \(message)")
    }

    private func number() throws(ServiceError) -> Double {
        try Self.number(value, key: key)
    }

    private func numberList() throws(ServiceError) -> [Double] {
        var text = Substring(value)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text.allSatisfy({ $0 == " " }) { return [] }
        var numbers: [Double] = []
        for (index, part) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let trimmed = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            do {
                numbers.append(try Self.number(trimmed, key: key))
            } catch {
                throw ServiceError(.invalidData, "\(key.rawValue)[\(index)]: '\(trimmed)' is not a number")
            }
        }
        return numbers
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(ServiceError) -> Choice
    where Choice.RawValue == String {
        if let choice = Choice(rawValue: value) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        let hint = NameSuggestion.closest(to: value, among: names).map { "did you mean '\($0)'?" }
            ?? "allowed: " + names.joined(separator: ", ")
        throw ServiceError(.invalidData, "\(key.rawValue): '\(value)' is not allowed", hint: hint)
    }

    /// A decimal number as JSON writes them (an optional leading `+` allowed); not `nan`, `inf`
    /// or hexadecimal, and not one too large for a Double.
    static func number(_ text: String, key: PresetKey) throws(ServiceError) -> Double {
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        guard allowed, let number = Double(text) else {
            throw ServiceError(.invalidData, "\(key.rawValue): '\(text)' is not a number")
        }
        guard number.isFinite else {
            throw ServiceError(.invalidData, "\(key.rawValue): \(text) is too large for a number")
        }
        return number == 0 ? 0 : number  // -0 reads as 0
    }
}
