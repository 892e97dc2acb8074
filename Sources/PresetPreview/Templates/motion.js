// Stretchy's geometry core, ported from Sources/HeaderGeometry (frame, snapping, rubber band,
// deceleration, springs, the gesture simulation, quick return, parallax and content tracks).
// Tests/Browser/motion_port_check.js runs this file in node against `stretchy eval`, `snap` and
// `simulate` at thousands of offsets and releases; change both sides together.
(function (root) {
  "use strict";
  if (root.document && root.performance) root.performance.mark("stretchy-script");

  var NORMAL_RATE = 0.998, FAST_RATE = 0.99;
  var SLOW_RELEASE_SPEED = 200;
  var MAX_DURATION = 10, DRAG_SPEED = 500, MAX_DRAG_DURATION = 1;
  var REST_DISTANCE = 0.1, REST_SPEED = 1;
  var MAGNITUDE_LIMIT = 1e15, CRITICAL_TOLERANCE = 1e-9;
  var BIG = Number.MAX_VALUE;

  function sanitized(y) {
    if (Number.isNaN(y)) return 0;
    return Math.min(Math.max(y, -BIG), BIG);
  }

  // The projection factor of a rate, rounded to the millionth as ScrollDeceleration does.
  function projectionFactor(rate) {
    return Math.round(rate / (1 - rate) / 1000 * 1000000) / 1000000;
  }

  // A preset object as `stretchy show --format json` writes it (docs/format.md#preset-keys, README's motion keys,
  // docs/tracks.md), with every default filled in and the derived values the maths needs.
  function normalize(doc) {
    var snap = doc.snap || {}, motion = doc.motion || {}, spring = motion.spring || {};
    var mode = snap.mode || "disabled";
    var positions = (snap.positions || []).slice().sort(function (a, b) { return a - b; });
    var rate = motion.decelerationRate;
    if (rate === undefined || rate === "normal") rate = NORMAL_RATE;
    else if (rate === "fast") rate = FAST_RATE;
    var p = {
      name: doc.name,
      summary: doc.summary || "",
      minHeight: doc.minHeight === undefined ? 150 : doc.minHeight,
      maxHeight: doc.maxHeight === undefined ? 350 : doc.maxHeight,
      collapse: doc.collapse || "shrink",
      damping: doc.damping || 0,
      shadow: doc.shadow ? { threshold: doc.shadow.threshold,
                             radius: doc.shadow.radius === undefined ? 8 : doc.shadow.radius } : null,
      snap: {
        mode: mode,
        positions: mode === "disabled" ? [] : (positions.length ? positions : [0, 1]),
        initialPosition: snap.initialPosition || 0
      },
      motion: {
        frameRate: motion.frameRate === undefined ? 120 : motion.frameRate,
        decelerationRate: rate,
        projectionFactor: projectionFactor(rate),
        viewportHeight: motion.viewportHeight === undefined ? 844 : motion.viewportHeight,
        rubberBandConstant: motion.rubberBandConstant === undefined ? 0.55 : motion.rubberBandConstant,
        spring: { response: spring.response === undefined ? 0.3 : spring.response,
                  dampingRatio: spring.dampingRatio === undefined ? 1 : spring.dampingRatio },
        parallax: motion.parallax || 0,
        quickReturn: motion.quickReturn === true
      },
      tracks: (doc.tracks || []).map(normalizeTrack)
    };
    p.collapseRange = p.maxHeight - p.minHeight;
    p.snapOffsets = p.snap.positions.map(function (q) { return q * p.collapseRange; });
    p.initialOffset = p.snap.initialPosition * p.collapseRange;
    return p;
  }

  // ---- docs/concepts.md#the-frame-in-one-table: the frame ------------------------------------------------------------------

  function shadowRadius(p, height, translation) {
    return p.shadow && height + translation < p.shadow.threshold ? p.shadow.radius : 0;
  }

  function frame(p, offset) {
    var y = sanitized(offset), range = p.collapseRange, height, translation, progress;
    if (y <= 0) {
      height = p.maxHeight + (1 - p.damping) * -y;
      translation = 0;
      progress = 0;
    } else {
      progress = range > 0 ? Math.min(y / range, 1) : 1;
      if (p.collapse === "shrink") {
        height = Math.max(p.minHeight, p.maxHeight - y);
        translation = 0;
      } else {
        height = p.maxHeight;
        translation = -Math.min(y, range);
      }
    }
    return { offset: y, height: height, translation: translation, progress: progress,
             shadowRadius: shadowRadius(p, height, translation), contentTop: p.maxHeight - y };
  }

  // ---- docs/concepts.md#snapping: snapping -------------------------------------------------------------------

  function settle(p, offset) {
    var offsets = p.snapOffsets;
    if (!offsets.length || offset < offsets[0] || offset > offsets[offsets.length - 1]) return null;
    var upper = 0;
    while (offsets[upper] < offset) upper += 1;
    if (upper === 0) return offsets[0];
    var below = offsets[upper - 1], above = offsets[upper];
    return offset - below < above - offset ? below : above;
  }

  function projectedOffset(p, offset, velocity) {
    return offset + velocity * p.motion.projectionFactor;
  }

  function rest(p, offset, velocity) {
    var y = sanitized(offset), v = sanitized(velocity);
    var projected = sanitized(projectedOffset(p, y, v));
    var resting, settled;
    if (p.snap.mode === "disabled") {
      resting = projected;
    } else if (p.snap.mode === "immediately" || Math.abs(v) < SLOW_RELEASE_SPEED) {
      settled = settle(p, y);
      resting = settled === null ? projected : settled;
    } else {
      settled = settle(p, projected);
      resting = settled === null ? projected : settled;
    }
    return Math.max(0, resting);
  }

  // ---- Rubber band, deceleration, spring ---------------------------------------------------

  function bandDistance(p, travel) {
    var c = p.motion.rubberBandConstant, d = p.motion.viewportHeight;
    if (Number.isNaN(travel)) return 0;
    if (travel < 0) return -bandDistance(p, -travel);
    if (travel === 0 || d <= 0) return 0;
    return d / (1 + d / (c * travel));
  }

  function bandTravel(p, distance) {
    var c = p.motion.rubberBandConstant, d = p.motion.viewportHeight;
    if (Number.isNaN(distance)) return 0;
    if (distance < 0) return -bandTravel(p, -distance);
    if (distance === 0) return 0;
    if (!(distance < d && c > 0)) return BIG;
    return Math.min(distance / (d - distance) * (d / c), BIG);
  }

  // The offset for a finger `travel` points from the top: itself above it, rubber-banded below.
  function offsetForTravel(p, travel) {
    var finger = sanitized(travel);
    return finger >= 0 ? finger : -bandDistance(p, -finger);
  }

  function travelForOffset(p, offset) {
    return offset >= 0 ? offset : -bandTravel(p, -offset);
  }

  function deceleration(p, start, velocity) {
    var rate = p.motion.decelerationRate;
    var logRate = rate > 0 && rate < 1 ? Math.log(rate) : 0;
    var distance = velocity * p.motion.projectionFactor;
    function share(time) {
      var t = Number.isNaN(time) ? 0 : Math.max(time, 0);
      if (logRate === 0) return t === 0 ? 1 : 0;
      return Math.exp(1000 * t * logRate);
    }
    return {
      restingOffset: start + distance,
      offset: function (t) { return start + distance * (1 - share(t)); },
      velocity: function (t) { return distance * share(t) * (-1000 * logRate); },
      timeReaching: function (offset) {
        if (distance === 0 || !(logRate < 0)) return offset === start ? 0 : null;
        var s = 1 - (offset - start) / distance;
        if (!(s > 0 && s <= 1)) return null;
        return Math.log(s) / logRate / 1000;
      }
    };
  }

  function springMotion(spring, start, velocity, target) {
    function state(time) {
      var x0 = Math.min(Math.max(start - target, -MAGNITUDE_LIMIT), MAGNITUDE_LIMIT);
      var v0 = Math.min(Math.max(velocity, -MAGNITUDE_LIMIT), MAGNITUDE_LIMIT);
      var omega = 2 * Math.PI / spring.response;
      if (!(Number.isFinite(omega) && omega > 0)) return [0, 0];
      var zeta = spring.dampingRatio >= 0 ? spring.dampingRatio : 1;
      var t = Number.isNaN(time) ? 0 : Math.max(time, 0);
      if (Math.abs(zeta - 1) <= CRITICAL_TOLERANCE) {
        var decay = Math.exp(-omega * t), b = v0 + omega * x0;
        return [(x0 + b * t) * decay, (v0 - omega * b * t) * decay];
      }
      if (zeta < 1) {
        var omegaD = omega * Math.sqrt(1 - zeta * zeta);
        var d = Math.exp(-zeta * omega * t);
        var c = (v0 + zeta * omega * x0) / omegaD;
        var cos = Math.cos(omegaD * t), sin = Math.sin(omegaD * t);
        return [d * (x0 * cos + c * sin), d * (v0 * cos - (x0 * omegaD + zeta * omega * c) * sin)];
      }
      var root = Math.sqrt(zeta * zeta - 1);
      var r1 = -omega * (zeta - root), r2 = -omega * (zeta + root);
      var a = (v0 - r2 * x0) / (r1 - r2), bb = x0 - a;
      var e1 = Math.exp(r1 * t), e2 = Math.exp(r2 * t);
      return [a * e1 + bb * e2, a * r1 * e1 + bb * r2 * e2];
    }
    return {
      offset: function (t) { return target + state(t)[0]; },
      velocity: function (t) { return state(t)[1]; }
    };
  }

  // ReleaseMotion.planned: what the scroll does after the finger lifts, ending on `rest`.
  function planRelease(p, offset, velocity) {
    var spring = p.motion.spring;
    var decel = deceleration(p, offset, velocity);
    var resting = rest(p, offset, velocity);
    var projected = sanitized(decel.restingOffset);
    var motion;
    if (resting !== Math.max(0, projected)) {
      motion = springMotion(spring, offset, velocity, resting);
    } else if (projected >= 0) {
      motion = decel;
    } else {
      var crossing = offset > 0 ? decel.timeReaching(0) : null;
      if (crossing !== null) {
        var bounce = springMotion(spring, 0, decel.velocity(crossing), 0);
        motion = {
          offset: function (t) { return t < crossing ? decel.offset(t) : bounce.offset(t - crossing); },
          velocity: function (t) { return t < crossing ? decel.velocity(t) : bounce.velocity(t - crossing); }
        };
      } else {
        motion = springMotion(spring, offset, velocity, 0);
      }
    }
    return { rest: resting, offset: motion.offset, velocity: motion.velocity };
  }

  // The sample after a release `time` seconds in: its offset, and whether the scroll has stopped
  // (within REST_DISTANCE of rest and slower than REST_SPEED, or MAX_DURATION reached), in which
  // case the offset is the rest itself.
  function releaseSample(plan, time) {
    var y = sanitized(plan.offset(time));
    var done = time >= MAX_DURATION ||
      (Math.abs(y - plan.rest) <= REST_DISTANCE && Math.abs(plan.velocity(time)) <= REST_SPEED);
    return { offset: done ? plan.rest : y, done: done };
  }

  // ---- Quick return and parallax ------------------------------------------------------------

  function QuickReturnTracker(p, offset, shown) {
    var range = Math.max(p.collapseRange, 0);
    this.preset = p;
    this.offset = sanitized(offset || 0);
    if (shown === undefined) {
      var y = Math.max(this.offset, 0);
      shown = range - Math.min(y, range);
    }
    var amount = Number.isNaN(shown) ? range : shown;
    this.shown = this.offset <= 0 ? range : Math.min(Math.max(amount, 0), range);
  }
  QuickReturnTracker.prototype.scroll = function (newOffset) {
    var y = sanitized(newOffset), range = Math.max(this.preset.collapseRange, 0);
    var delta = Math.max(y, 0) - Math.max(this.offset, 0);
    this.shown = Math.min(Math.max(this.shown - delta, 0), range);
    this.offset = y;
    return this.frame();
  };
  QuickReturnTracker.prototype.frame = function () {
    var p = this.preset, y = this.offset;
    if (y <= 0) return frame(p, y);
    var range = Math.max(p.collapseRange, 0), collapsed = range - this.shown, height, translation;
    if (p.collapse === "shrink") {
      height = p.maxHeight - collapsed;
      translation = 0;
    } else {
      height = p.maxHeight;
      translation = -collapsed;
    }
    return { offset: y, height: height, translation: translation,
             progress: range > 0 ? collapsed / range : 1,
             shadowRadius: shadowRadius(p, height, translation), contentTop: p.maxHeight - y };
  };

  function backgroundOffset(p, f, parallax) {
    var collapsed = f.progress * Math.max(p.collapseRange, 0);
    if (parallax === 0 || !Number.isFinite(collapsed) || !Number.isFinite(parallax)) return 0;
    return p.collapse === "shrink" ? -parallax * collapsed : parallax * collapsed;
  }

  // ---- The gesture simulation (GestureSimulation.simulate) ---------------------------------

  function simulate(p, offset, drag, velocity, forceQuickReturn) {
    var rate = p.motion.frameRate;
    var start = sanitized(offset), d = sanitized(drag || 0), v = sanitized(velocity || 0);
    var lastIndex = Math.floor(MAX_DURATION * rate);
    var dragFrames = 0;
    if (d !== 0) {
      var speed = Math.max(DRAG_SPEED, Math.abs(v));
      var count = Math.ceil(Math.abs(d) / speed * rate);
      dragFrames = Math.max(1, Math.min(count, Math.floor(MAX_DRAG_DURATION * rate)));
    }
    var tracker = p.motion.quickReturn || forceQuickReturn ? new QuickReturnTracker(p, start) : null;
    var frames = [];
    function append(index, y) {
      var f = tracker ? tracker.scroll(y) : frame(p, y);
      f.time = index / rate;
      f.offset = y;
      f.parallaxOffset = backgroundOffset(p, f, p.motion.parallax);
      frames.push(f);
    }
    append(0, start);
    var release = start;
    if (dragFrames > 0) {
      var travel = travelForOffset(p, start);
      for (var i = 1; i <= dragFrames; i++) {
        release = offsetForTravel(p, travel + d * (i / dragFrames));
        append(i, release);
      }
    }
    var plan = planRelease(p, release, v);
    if (dragFrames === 0 && start === plan.rest && Math.abs(v) <= REST_SPEED) return frames;
    for (var index = dragFrames + 1; ; index++) {
      var time = (index - dragFrames) / rate;
      var sample = releaseSample(plan, time);
      var done = sample.done || index >= lastIndex;
      append(index, done ? plan.rest : sample.offset);
      if (done) return frames;
    }
  }

  // The frames of a quick-return header along a trace of offsets (simulate --trace).
  function trace(p, offsets) {
    var tracker = new QuickReturnTracker(p, 0);
    return offsets.map(function (y, step) {
      var f = tracker.scroll(y);
      f.step = step;
      f.offset = sanitized(y);
      f.parallaxOffset = backgroundOffset(p, f, p.motion.parallax);
      return f;
    });
  }

  // ---- docs/tracks.md: content tracks -------------------------------------------------------------

  var NAMED_EASINGS = {
    easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1]
  };
  var IDENTITY = { opacity: 1, scale: 1, translateX: 0, translateY: 0, blur: 0 };

  function normalizeTrack(track) {
    var easing = track.easing === undefined ? "linear" : track.easing;
    return {
      layer: track.layer,
      property: track.property,
      input: track.input || "progress",
      easing: easing,
      ease: easingFunction(easing),
      keyframes: track.keyframes.map(function (k) { return { at: k.at, value: k.value }; })
    };
  }

  // CSS cubic-bezier(x1, y1, x2, y2): By(s) where Bx(s) = t. Bx is monotonic (x1, x2 in [0, 1]),
  // so bisection to 1e-15 in s finds it; By's slope is at most 30 (|y| <= 10), well within 1e-7.
  function cubicBezier(x1, y1, x2, y2) {
    function b(s, a1, a2) {
      var u = 1 - s;
      return 3 * u * u * s * a1 + 3 * u * s * s * a2 + s * s * s;
    }
    return function (t) {
      if (t <= 0) return 0;
      if (t >= 1) return 1;
      var lo = 0, hi = 1, s = t;
      for (var i = 0; i < 8; i++) {
        // Newton steps first: fast where the slope is healthy.
        var x = b(s, x1, x2) - t;
        if (Math.abs(x) < 1e-15) return b(s, y1, y2);
        var u = 1 - s, dx = 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2);
        if (Math.abs(dx) < 1e-9) break;
        s -= x / dx;
        if (s < 0 || s > 1) break;
      }
      s = t;
      for (var j = 0; j < 60 && hi - lo > 1e-15; j++) {
        s = (lo + hi) / 2;
        if (b(s, x1, x2) < t) lo = s; else hi = s;
      }
      return b((lo + hi) / 2, y1, y2);
    };
  }

  function easingFunction(easing) {
    if (Array.isArray(easing)) return cubicBezier(easing[0], easing[1], easing[2], easing[3]);
    if (easing === "step") return function (t) { return t < 1 ? 0 : 1; };
    if (NAMED_EASINGS[easing]) {
      var c = NAMED_EASINGS[easing];
      return cubicBezier(c[0], c[1], c[2], c[3]);
    }
    return function (t) { return t; };
  }

  function trackValue(track, f) {
    var x = track.input === "pull" ? Math.max(0, -f.offset) : f.progress;
    var k = track.keyframes, last = k.length - 1;
    if (x <= k[0].at) return k[0].value;
    if (x >= k[last].at) return k[last].value;
    var i = 0;
    while (k[i + 1].at <= x) i += 1;
    var t = (x - k[i].at) / (k[i + 1].at - k[i].at);
    return k[i].value + (k[i + 1].value - k[i].value) * track.ease(t);
  }

  // {LAYER: {PROPERTY: value}} for every track, as `eval --format json` gives "layers".
  function layers(p, f) {
    var result = {};
    p.tracks.forEach(function (track) {
      (result[track.layer] = result[track.layer] || {})[track.property] = trackValue(track, f);
    });
    return result;
  }

  root.StretchyMotion = {
    normalize: normalize, frame: frame, settle: settle, rest: rest,
    projectedOffset: projectedOffset, bandDistance: bandDistance, bandTravel: bandTravel,
    offsetForTravel: offsetForTravel, travelForOffset: travelForOffset,
    planRelease: planRelease, releaseSample: releaseSample,
    QuickReturnTracker: QuickReturnTracker, backgroundOffset: backgroundOffset,
    simulate: simulate, trace: trace, easingFunction: easingFunction, trackValue: trackValue,
    layers: layers, identity: IDENTITY
  };
  if (typeof module === "object" && module.exports) module.exports = root.StretchyMotion;
})(typeof globalThis === "object" ? globalThis : this);
