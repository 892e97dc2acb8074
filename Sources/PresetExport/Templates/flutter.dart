{{note}}

import 'dart:math' as math;
import 'dart:ui' show ImageFilter;

import 'package:flutter/material.dart';
import 'package:flutter/physics.dart';

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
