import ValueText

/// The rules of the preset's own keys (docs/format.md#preset-keys), in the order the format
/// lists its keys; keys without a rule of their own (`collapse`, `snap.mode`) have no entry.
extension HeaderPreset {
    static let rules: [PresetRule] =
        [
            PresetRule(path: "name") { preset, found in
                if let problem = nameProblem(preset.name) { found.append(PresetViolation(keyPath: "name", message: problem)) }
            },
            PresetRule(path: "summary") { preset, found in
                if let problem = summaryProblem(preset.summary) { found.append(PresetViolation(keyPath: "summary", message: problem)) }
            },
            .number("minHeight", in: 0...heightLimit) { $0.minHeight },
            PresetRule(path: "maxHeight") { preset, found in
                PresetRule.checkNumber(preset.maxHeight, in: 0...heightLimit, positive: true, at: "maxHeight", into: &found)
                if preset.minHeight.isFinite, preset.maxHeight.isFinite, preset.minHeight > preset.maxHeight {
                    let message = "\(NumberText.shortest(preset.minHeight)) is greater than maxHeight \(NumberText.shortest(preset.maxHeight))"
                    found.append(PresetViolation(keyPath: "minHeight", message: message))
                }
            },
            .number("damping", in: 0...1) { $0.damping },
            .number("shadow.threshold", in: 0...heightLimit) { $0.shadow?.threshold },
            .number("shadow.radius", in: 0...shadowRadiusLimit) { $0.shadow?.radius },
            .number("pullTrigger", in: pullTriggerRange) { $0.pullTrigger },
            .number("accessory.height", in: 0...HeaderAccessory.heightLimit, positive: true) { $0.accessory?.height },
            .number("accessory.offset", in: 0...HeaderAccessory.offsetLimit) { $0.accessory?.offset },
            PresetRule(path: "snap.positions") { preset, found in
                let positions = preset.snap.positions
                if positions.count > SnapBehavior.maximumPositionCount {
                    let message = "has \(positions.count) positions; at most \(SnapBehavior.maximumPositionCount) are allowed"
                    found.append(PresetViolation(keyPath: "snap.positions", message: message))
                }
                for (index, position) in positions.enumerated() {
                    PresetRule.checkNumber(position, in: 0...1, at: "snap.positions[\(index)]", into: &found)
                    if index > 0, position == positions[index - 1] {
                        let message = "\(NumberText.shortest(position)) appears more than once"
                        found.append(PresetViolation(keyPath: "snap.positions[\(index)]", message: message))
                    }
                }
            },
            .number("snap.initialPosition", in: 0...1) { $0.snap.initialPosition },
        ]
        + MotionParameters.rules
        + [
            PresetRule(path: "tracks") { preset, found in found += ContentTrack.violations(of: preset.tracks) },
            // docs/accessibility.md#dynamic-type: the text's points are part of maxHeight.
            PresetRule(path: "dynamicType.scaledHeight") { preset, found in
                guard let height = preset.dynamicType?.scaledHeight else { return }
                let limit = preset.maxHeight.isFinite ? max(0, min(preset.maxHeight, heightLimit)) : heightLimit
                PresetRule.checkNumber(height, in: 0...limit, at: "dynamicType.scaledHeight", into: &found)
            },
            // docs/accessibility.md#reduce-motion: the merged preset is checked as a whole, its
            // problem reported under reducedMotion. Only when the preset itself is otherwise valid
            // (the merge starts from it), so one mistake is not reported twice.
            PresetRule(path: "reducedMotion") { preset, found in
                guard preset.reducedMotion != nil, found.isEmpty else { return }
                do throws(PresetDocumentError) {
                    _ = try preset.mergingReducedMotion()
                } catch {
                    found.append(PresetViolation(keyPath: error.keyPath, message: error.message))
                }
            },
        ]
}

/// The rules of the motion keys (docs/format.md#motion), in the format's order.
extension MotionParameters {
    static let rules: [PresetRule] = [
        .number("motion.frameRate", in: frameRateRange) { $0.motion.frameRate },
        .number("motion.decelerationRate", in: decelerationRateRange) { $0.motion.deceleration.rate },
        .number("motion.viewportHeight", in: viewportHeightRange, positive: true) { $0.motion.viewportHeight },
        .number("motion.rubberBandConstant", in: rubberBandConstantRange, positive: true) { $0.motion.rubberBandConstant },
        .number("motion.spring.response", in: springResponseRange) { $0.motion.spring.response },
        .number("motion.spring.dampingRatio", in: springDampingRatioRange) { $0.motion.spring.dampingRatio },
        .number("motion.parallax", in: parallaxRange) { $0.motion.parallax },
    ]
}
