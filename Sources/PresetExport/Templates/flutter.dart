{{note}}

import 'dart:convert' show jsonEncode;
import 'dart:math' as math;
import 'dart:ui' show ImageFilter;

import 'package:flutter/material.dart';
import 'package:flutter/physics.dart';

/// How far a release at [velocity] (logical pixels per second) travels as Android's spline fling
/// (OverScroller, motion.fling android): sign(v) · F·C · exp(R / (R − 1) · ln(0.35 · |v| / (F·C))), with
/// F = 0.015, C = 9.80665 · 39.37 · 160 · 0.84 and R = ln 0.78 / ln 0.9.
double stretchyAndroidFlingDistance(double velocity) {
  if (velocity == 0.0 || velocity.isNaN) return 0.0;
  const double fc = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84;
  final double rate = math.log(0.78) / math.log(0.9);
  final double distance = fc * math.exp(rate / (rate - 1.0) * math.log(0.35 * velocity.abs() / fc));
  return velocity < 0.0 ? -distance : distance;
}

/// A track's value at input [x] (collapse progress or pull in logical pixels): the first
/// keyframe's value before it, the last one's after it, and between two keyframes the [curve]
/// of the way from one value to the next.
double stretchyTrackValue(double x, List<double> at, List<double> values, Curve curve) {
  if (x <= at.first) return values.first;
  for (var k = 0; k < at.length - 1; k++) {
    if (x < at[k + 1]) {
      final double t = (x - at[k]) / (at[k + 1] - at[k]);
      return values[k] + (values[k + 1] - values[k]) * curve.transform(t);
    }
  }
  return values.last;
}

/// A track's `step` easing: the value holds until the next keyframe is reached.
class StretchyStepCurve extends Curve {
  const StretchyStepCurve();

  @override
  double transformInternal(double t) => t < 1.0 ? 0.0 : 1.0;
}

/// What the scroll was doing when a trace sample was recorded.
enum StretchyTracePhase {
  /// The finger is on the screen.
  drag,

  /// The finger lifted: the sample carries the release velocity.
  release,

  /// Moving on its own after a release: decelerating, snapping, bouncing back.
  coast,

  /// Standing still after a release: `stretchy verify` checks it is where the preset rests.
  rest,
}

/// Records what a header does, as the JSON Lines trace `stretchy verify NAME trace.jsonl` checks
/// (docs/traces.md): call [record] every frame with the scroll offset and the header's height and
/// top as laid out (or [recordRenderBox] with the header's render box), then save [text]. A
/// sample with a number that is not finite is left out (counted in [skippedSamples]); a time
/// earlier than the one before is recorded as that one.
class StretchyTraceRecorder {
  StretchyTraceRecorder(this.preset) {
    _lines.write(preset == null
        ? '{"format": "stretchy-trace", "version": 1}\n'
        : '{"format": "stretchy-trace", "version": 1, "preset": ${jsonEncode(preset)}}\n');
  }

  /// The preset the trace is for, as its first line names it.
  final String? preset;
  final StringBuffer _lines = StringBuffer();
  double _lastTime = double.negativeInfinity;

  /// The number of samples recorded.
  int sampleCount = 0;

  /// The number of samples left out because a number in them was not finite.
  int skippedSamples = 0;

  /// One sample: at [time] seconds the scroll offset was [offset] (0 at rest, positive into the
  /// content, negative pulled), the header [height] high with its top edge at [top] (0, or
  /// negative once it moves up); [layers] as layer to property (opacity, scale, translateX,
  /// translateY, blur) to the value shown; on a [StretchyTracePhase.release], the [velocity] in
  /// logical pixels per second, positive into the content.
  void record(double time, double offset, double height, double top,
      {Map<String, Map<String, double>> layers = const <String, Map<String, double>>{},
      StretchyTracePhase? phase,
      double? velocity}) {
    final List<double> numbers = <double>[time, offset, height, top, if (velocity != null) velocity];
    for (final Map<String, double> values in layers.values) {
      numbers.addAll(values.values);
    }
    if (numbers.any((double n) => !n.isFinite)) {
      skippedSamples += 1;
      return;
    }
    final double t = math.max(time, _lastTime);
    _lastTime = t;
    final Map<String, Object> sample = <String, Object>{'t': t, 'offset': offset, 'height': height, 'top': top};
    if (layers.isNotEmpty) sample['layers'] = layers;
    if (phase != null) sample['phase'] = phase.name;
    if (velocity != null) sample['velocity'] = velocity;
    _lines.write(jsonEncode(sample));
    _lines.write('\n');
    sampleCount += 1;
  }

  /// [record] with the header's [header] render box as laid out: its height, and its top
  /// relative to the scroll view's [viewport] box.
  void recordRenderBox(double time, double offset, RenderBox header, RenderBox viewport,
      {Map<String, Map<String, double>> layers = const <String, Map<String, double>>{},
      StretchyTracePhase? phase,
      double? velocity}) {
    final double top = header.localToGlobal(Offset.zero, ancestor: viewport).dy;
    record(time, offset, header.size.height, top, layers: layers, phase: phase, velocity: velocity);
  }

  /// The trace: its header line and one line per sample, each ending in a newline.
  String get text => _lines.toString();
}

/// One layer of a header with what its tracks give it: opacity, scale, translation and blur.
Widget stretchyLayer(Widget child, {double opacity = 1.0, double scale = 1.0, double translateX = 0.0, double translateY = 0.0, double blur = 0.0}) {
  Widget result = child;
  if (blur > 0) {
    result = ImageFiltered(imageFilter: ImageFilter.blur(sigmaX: blur, sigmaY: blur), child: result);
  }
  if (scale != 1.0) {
    result = Transform.scale(scale: scale, child: result);
  }
  if (translateX != 0.0 || translateY != 0.0) {
    result = Transform.translate(offset: Offset(translateX, translateY), child: result);
  }
  if (opacity < 1.0) {
    result = Opacity(opacity: opacity.clamp(0.0, 1.0).toDouble(), child: result);
  }
  return result;
}
{{presets}}
