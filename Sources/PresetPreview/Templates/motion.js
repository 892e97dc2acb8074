// Stretchy's geometry core, ported from Sources/HeaderGeometry (frame, snapping and its policy,
// rubber band, UIKit's deceleration and Android's spline fling, springs, the pull trigger, the
// scroll session and the gesture simulation it runs, quick return, parallax and content tracks,
// and the screen of docs/screen.md: the safe area, the accessory strip, pages).
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
      pullTrigger: typeof doc.pullTrigger === "number" ? doc.pullTrigger : null,
      snap: {
        mode: mode,
        positions: mode === "disabled" ? [] : (positions.length ? positions : [0, 1]),
        initialPosition: snap.initialPosition || 0,
        policy: snap.policy === "direction" ? "direction" : "nearest"
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
        quickReturn: motion.quickReturn === true,
        fling: motion.fling === "android" ? "android" : "uikit"
      },
      tracks: (doc.tracks || []).map(normalizeTrack),
      // The text that grows with the user's text size (docs/accessibility.md#dynamic-type); the
      // page draws the default size, large, at which it adds nothing.
      dynamicType: doc.dynamicType ? {
        textStyle: doc.dynamicType.textStyle || "largeTitle",
        scaledHeight: doc.dynamicType.scaledHeight
      } : null,
      safeArea: doc.safeArea === "included" || doc.safeArea === "added" ? doc.safeArea : "below",
      accessory: doc.accessory ? {
        height: doc.accessory.height,
        offset: doc.accessory.offset === undefined ? 0 : doc.accessory.offset,
        behavior: doc.accessory.behavior === "scroll" || doc.accessory.behavior === "quickReturn"
          ? doc.accessory.behavior : "pinned"
      } : null
    };
    p.collapseRange = p.maxHeight - p.minHeight;
    p.pinOffset = p.collapseRange + (p.accessory ? p.accessory.offset : 0);
    p.snapOffsets = p.snap.positions.map(function (q) { return q * p.collapseRange; });
    p.initialOffset = p.snap.initialPosition * p.collapseRange;
    return p;
  }

  // ---- docs/concepts.md#the-frame-in-one-table: the frame ------------------------------------------------------------------

  function shadowRadius(p, height, translation) {
    return p.shadow && height + translation < p.shadow.threshold ? p.shadow.radius : 0;
  }

  // ---- docs/screen.md: the screen (the safe area's heights, the strip, pages) ---------------------------

  // `context`: { safeAreaTop: s, viewportHeight: V }, both optional (s = 0, V = motion.viewportHeight).
  function safeAreaTop(context) {
    return context && typeof context.safeAreaTop === "number" ? context.safeAreaTop : 0;
  }

  // H' and h': the heights plus the inset for safeArea "added", as written otherwise.
  function expandedHeight(p, context) {
    return p.safeArea === "added" ? p.maxHeight + safeAreaTop(context) : p.maxHeight;
  }

  function collapsedHeight(p, context) {
    return p.safeArea === "added" ? p.minHeight + safeAreaTop(context) : p.minHeight;
  }

  // docs/screen.md#pages: yA while the header is not pinned (yA < P), else max(yB, P).
  function switchOffset(p, current, saved) {
    return current < p.pinOffset ? current : Math.max(saved, p.pinOffset);
  }

  // docs/screen.md#pages: V - h' - t, never below 0.
  function minimumPageHeight(p, context) {
    var viewport = context && typeof context.viewportHeight === "number" ? context.viewportHeight : p.motion.viewportHeight;
    return Math.max(0, viewport - collapsedHeight(p, context) - (p.accessory ? p.accessory.height : 0));
  }

  // docs/screen.md#the-accessory: the strip's top without history (natural = H' + a - y) and
  // whether it is pinned; adds them to the frame `f` only for a preset with an accessory.
  function placeAccessory(p, f, y, expanded) {
    if (!p.accessory) return f;
    var natural = expanded + p.accessory.offset - y;
    if (p.accessory.behavior === "pinned") {
      f.accessoryTop = Math.max(f.height + f.translation, natural);
      f.pinned = y >= p.pinOffset;
    } else {
      f.accessoryTop = natural;
      f.pinned = false;
    }
    return f;
  }

  function frame(p, offset, context) {
    var y = sanitized(offset), range = p.collapseRange, height, translation, progress;
    var expanded = expandedHeight(p, context), collapsed = collapsedHeight(p, context);
    if (y <= 0) {
      height = expanded + (1 - p.damping) * -y;
      translation = 0;
      progress = 0;
    } else {
      progress = range > 0 ? Math.min(y / range, 1) : 1;
      if (p.collapse === "shrink") {
        height = Math.max(collapsed, expanded - y);
        translation = 0;
      } else {
        height = expanded;
        translation = -Math.min(y, range);
      }
    }
    return placeAccessory(p, { offset: y, height: height, translation: translation, progress: progress,
                               shadowRadius: shadowRadius(p, height, translation), contentTop: expanded - y,
                               triggered: isTriggered(p, y) }, y, expanded);
  }

  // docs/format.md#pull-trigger: a pull of at least `pullTrigger` points; never without one.
  function isTriggered(p, y) {
    return p.pullTrigger !== null && -y >= p.pullTrigger;
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

  // snap.policy (docs/format.md#snap-policy): "nearest" is settle; "direction" lets the release's
  // direction pick among the snap offsets around `offset` (HeaderPreset.settle(_:velocity:)).
  function settleMoving(p, offset, velocity) {
    if (p.snap.policy !== "direction" || velocity === 0) return settle(p, offset);
    var offsets = p.snapOffsets;
    if (!offsets.length || offset < offsets[0] || offset > offsets[offsets.length - 1]) return null;
    var i;
    if (velocity > 0) {
      for (i = 0; i < offsets.length; i++) if (offsets[i] >= offset) return offsets[i];
    } else {
      for (i = offsets.length - 1; i >= 0; i--) if (offsets[i] <= offset) return offsets[i];
    }
    return null;
  }

  // How far a release travels before snapping decides, by motion.fling (docs/format.md#motion-fling).
  function flingDistance(p, velocity) {
    return p.motion.fling === "android" ? androidDistance(velocity) : velocity * p.motion.projectionFactor;
  }

  function projectedOffset(p, offset, velocity) {
    return offset + flingDistance(p, velocity);
  }

  // HeaderPreset.restDecision: the projection, the rule that decided, the snap offset chosen, the rest.
  function restDecision(p, offset, velocity) {
    var y = sanitized(offset), v = sanitized(velocity);
    var projected = sanitized(projectedOffset(p, y, v));
    var rule, anchor;
    if (p.snap.mode === "disabled") {
      rule = "snappingDisabled"; anchor = null;
    } else if (p.snap.mode === "immediately") {
      rule = "fromRelease"; anchor = y;
    } else if (Math.abs(v) < SLOW_RELEASE_SPEED) {
      rule = "slowRelease"; anchor = y;
    } else {
      rule = "fromProjection"; anchor = projected;
    }
    var snapped = anchor === null ? null : settleMoving(p, anchor, v);
    return { offset: y, velocity: v, projected: projected, rule: rule, policy: p.snap.policy,
             anchor: anchor, snappedTo: snapped, rest: Math.max(0, snapped === null ? projected : snapped) };
  }

  function rest(p, offset, velocity) {
    return restDecision(p, offset, velocity).rest;
  }

  // ---- Android's spline fling (AndroidFling, AndroidFlingMotion), in the same floating point ----

  var ANDROID_FRICTION = 0.015;                                   // ViewConfiguration's scroll friction
  var ANDROID_PHYSICAL = 9.80665 * 39.37 * 160 * 0.84;            // OverScroller's mPhysicalCoeff at 160 dpi
  var ANDROID_RATE = Math.log(0.78) / Math.log(0.9);              // DECELERATION_RATE
  var ANDROID_INFLEXION = 0.35, ANDROID_START_TENSION = 0.5, ANDROID_END_TENSION = 1.0;
  var ANDROID_P1 = ANDROID_START_TENSION * ANDROID_INFLEXION;
  var ANDROID_P2 = 1 - ANDROID_END_TENSION * (1 - ANDROID_INFLEXION);

  function androidSplineDeceleration(velocity) {
    if (velocity === 0 || Number.isNaN(velocity)) return null;
    return Math.log(ANDROID_INFLEXION * Math.abs(velocity) / (ANDROID_FRICTION * ANDROID_PHYSICAL));
  }

  function androidDistance(velocity) {
    var l = androidSplineDeceleration(velocity);
    if (l === null) return 0;
    var magnitude = ANDROID_FRICTION * ANDROID_PHYSICAL * Math.exp(ANDROID_RATE / (ANDROID_RATE - 1) * l);
    return velocity < 0 ? -magnitude : magnitude;
  }

  function androidDuration(velocity) {
    var l = androidSplineDeceleration(velocity);
    if (l === null) return 0;
    return Math.exp(l / (ANDROID_RATE - 1));
  }

  function splineBezier(s, a, b) {
    var u = 1 - s;
    return 3 * u * s * (u * a + s * b) + s * s * s;
  }

  function splineSlope(s, a, b) {
    var u = 1 - s;
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b);
  }

  function splineTimeShare(s) { return splineBezier(s, ANDROID_P1, ANDROID_P2); }
  function splineDistanceShare(s) { return splineBezier(s, ANDROID_START_TENSION, 1); }

  function splineParameter(time) {
    if (!(time > 0)) return 0;
    if (time >= 1) return 1;
    var low = 0, high = 1;
    for (var i = 0; i < 60; i++) {
      var middle = (low + high) / 2;
      if (splineTimeShare(middle) < time) low = middle; else high = middle;
    }
    return (low + high) / 2;
  }

  function splineRelativeSpeed(s) {
    var dq = splineSlope(s, ANDROID_P1, ANDROID_P2), dp = splineSlope(s, ANDROID_START_TENSION, 1);
    return dq > 0 ? dp / dq : 0;
  }

  function androidFling(start, velocity) {
    var distance = androidDistance(velocity), total = androidDuration(velocity);
    return {
      restingOffset: start + distance,
      offset: function (time) {
        if (!(total > 0) || !(time < total)) return start + distance;
        return start + distance * splineDistanceShare(splineParameter(Math.max(time, 0) / total));
      },
      velocity: function (time) {
        if (!(total > 0) || !(time < total)) return 0;
        return distance / total * splineRelativeSpeed(splineParameter(Math.max(time, 0) / total));
      },
      timeReaching: function (offset) {
        if (distance === 0) return offset === start ? 0 : null;
        var share = (offset - start) / distance;
        if (!(share >= 0 && share < 1)) return null;
        var low = 0, high = 1;
        for (var i = 0; i < 60; i++) {
          var middle = (low + high) / 2;
          if (splineDistanceShare(middle) < share) low = middle; else high = middle;
        }
        return total * splineTimeShare((low + high) / 2);
      }
    };
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

  // CoastMotion: the release coasting under the preset's fling model.
  function coast(p, offset, velocity) {
    return p.motion.fling === "android" ? androidFling(offset, velocity) : deceleration(p, offset, velocity);
  }

  // ReleaseMotion.planned: what the scroll does after the finger lifts, ending on `rest`. Besides
  // offset and velocity, `phase(t)` says whether it coasts or springs, and while it springs
  // `springTarget`/`springStart` where from and to.
  function planRelease(p, offset, velocity) {
    var spring = p.motion.spring;
    var decel = coast(p, offset, velocity);
    var decision = restDecision(p, offset, velocity);
    var resting = decision.rest;
    var projected = sanitized(decel.restingOffset);
    var motion;
    function springing(s, target, from) {
      return { offset: s.offset, velocity: s.velocity, phase: function () { return "springing"; },
               springTarget: function () { return target; }, springStart: function () { return from; } };
    }
    if (resting !== Math.max(0, projected)) {
      motion = springing(springMotion(spring, offset, velocity, resting), resting, offset);
    } else if (projected >= 0) {
      motion = { offset: decel.offset, velocity: decel.velocity, phase: function () { return "decelerating"; },
                 springTarget: function () { return null; }, springStart: decel.offset };
    } else {
      var crossing = offset > 0 ? decel.timeReaching(0) : null;
      if (crossing !== null) {
        var bounce = springMotion(spring, 0, decel.velocity(crossing), 0);
        motion = {
          offset: function (t) { return t < crossing ? decel.offset(t) : bounce.offset(t - crossing); },
          velocity: function (t) { return t < crossing ? decel.velocity(t) : bounce.velocity(t - crossing); },
          phase: function (t) { return t < crossing ? "decelerating" : "springing"; },
          springTarget: function (t) { return t < crossing ? null : 0; },
          springStart: function () { return 0; }
        };
      } else {
        motion = springing(springMotion(spring, offset, velocity, 0), 0, offset);
      }
    }
    return { rest: resting, decision: decision, offset: motion.offset, velocity: motion.velocity,
             phase: motion.phase, springTarget: motion.springTarget, springStart: motion.springStart };
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

  function QuickReturnTracker(p, offset, shown, context) {
    var range = Math.max(p.collapseRange, 0);
    this.preset = p;
    this.context = context || null;
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
    if (y <= 0) return frame(p, y, this.context);
    var range = Math.max(p.collapseRange, 0), collapsed = range - this.shown, height, translation;
    var expanded = expandedHeight(p, this.context);
    if (p.collapse === "shrink") {
      height = expanded - collapsed;
      translation = 0;
    } else {
      height = expanded;
      translation = -collapsed;
    }
    return placeAccessory(p, { offset: y, height: height, translation: translation,
                               progress: range > 0 ? collapsed / range : 1,
                               shadowRadius: shadowRadius(p, height, translation), contentTop: expanded - y,
                               triggered: false }, y, expanded);
  };

  function backgroundOffset(p, f, parallax) {
    var collapsed = f.progress * Math.max(p.collapseRange, 0);
    if (parallax === 0 || !Number.isFinite(collapsed) || !Number.isFinite(parallax)) return 0;
    return p.collapse === "shrink" ? -parallax * collapsed : parallax * collapsed;
  }

  // ---- The scroll session (ScrollSession) and the gesture simulation it runs -----------------

  // One scroll view's life with a preset: touch down, drag, release, frames of time. Each call
  // returns the frame to show, with its time, phase, rest target, spring progress, whether the
  // pull trigger fired on it (triggerFired: the frame where the pull first reaches it coming from
  // above) and quick return's state. `options`: offset (default the initial offset), quickReturn
  // (default the preset's), context (the screen, docs/screen.md#the-context).
  function ScrollSession(p, options) {
    options = options || {};
    var start = sanitized(options.offset === undefined ? p.initialOffset : options.offset);
    var quick = options.quickReturn === undefined ? p.motion.quickReturn : options.quickReturn;
    this.preset = p;
    this.phase = "idle";
    this.offset = start;
    this.time = 0;
    this.decision = null;
    this.firstTriggerTime = null;
    this.context = options.context || null;
    this.tracker = quick ? new QuickReturnTracker(p, start, undefined, this.context) : null;
    // A quick-return strip: how much of it shows above where it hides under the header, 0...t.
    this.accessoryShown = p.accessory && p.accessory.behavior === "quickReturn"
      ? Math.max(0, p.accessory.height - Math.max(start, 0)) : null;
    this.triggeredBefore = isTriggered(p, start);
    if (this.triggeredBefore) this.firstTriggerTime = 0;
    this.touchTravel = 0;
    this.motion = null;
  }
  ScrollSession.prototype.current = function () { return this.makeFrame(false); };
  ScrollSession.prototype.touchDown = function (time) {
    if (this.phase === "decelerating" || this.phase === "springing") this.advance(time);
    this.time = time;
    this.phase = "dragging";
    this.motion = null;
    this.decision = null;
    this.touchTravel = travelForOffset(this.preset, this.offset);
    return this.current();
  };
  // The finger has moved the content to `offset` (already rubber-banded past the top).
  ScrollSession.prototype.drag = function (offset, time) {
    if (this.phase !== "dragging") this.touchDown(time);
    this.time = time;
    return this.move(sanitized(offset));
  };
  // The finger has travelled `travel` points since it touched down; rubber-banded past the top.
  ScrollSession.prototype.dragTravel = function (travel, time) {
    if (this.phase !== "dragging") this.touchDown(time);
    this.time = time;
    return this.move(offsetForTravel(this.preset, sanitized(this.touchTravel + sanitized(travel))));
  };
  // The scroll view shows `offset` however it got there: the header follows, phase and target stay.
  ScrollSession.prototype.scrolled = function (offset, time) {
    this.time = time;
    var y = sanitized(offset);
    if (this.phase !== "dragging" && this.decision && Math.abs(y - this.decision.rest) <= REST_DISTANCE) {
      this.motion = null;
      this.phase = "idle";
    }
    return this.move(y);
  };
  // The finger lifts at `time` moving at `velocity` points per second; returns the rest decision.
  ScrollSession.prototype.release = function (velocity, time) {
    this.time = time;
    var v = sanitized(velocity), plan = planRelease(this.preset, this.offset, v);
    this.decision = plan.decision;
    if (this.offset === plan.rest && Math.abs(v) <= REST_SPEED) {
      this.phase = "idle";
      this.motion = null;
    } else {
      this.motion = { plan: plan, time: time };
      this.phase = plan.phase(0);
    }
    return plan.decision;
  };
  ScrollSession.prototype.advance = function (time) {
    this.time = time;
    if (!this.motion || !this.decision) return this.current();
    var plan = this.motion.plan, elapsed = time - this.motion.time;
    var y = sanitized(plan.offset(elapsed)), speed = Math.abs(plan.velocity(elapsed));
    if (Math.abs(y - this.decision.rest) <= REST_DISTANCE && speed <= REST_SPEED) {
      y = this.decision.rest;
      this.motion = null;
      this.phase = "idle";
    } else {
      this.phase = plan.phase(elapsed);
    }
    return this.move(y);
  };
  // Puts the scroll on its rest target at once.
  ScrollSession.prototype.finish = function (time) {
    this.time = time;
    var target = this.decision ? this.decision.rest : this.offset;
    this.motion = null;
    this.phase = "idle";
    return this.move(target);
  };
  // The user switches to another page whose saved offset is `saved`: the motion stops, the new
  // page shows at switchOffset, the header and a quick-return strip as they were.
  ScrollSession.prototype.switchPage = function (saved, time) {
    this.time = time;
    this.motion = null;
    this.decision = null;
    this.phase = "idle";
    var y = sanitized(switchOffset(this.preset, this.offset, sanitized(saved)));
    if (this.tracker) this.tracker = new QuickReturnTracker(this.preset, y, this.tracker.shown, this.context);
    this.offset = y;
    return this.makeFrame(false);
  };
  ScrollSession.prototype.move = function (y) {
    if (this.accessoryShown !== null) {
      this.accessoryShown = Math.min(Math.max(this.accessoryShown - (Math.max(y, 0) - Math.max(this.offset, 0)), 0),
                                     this.preset.accessory.height);
    }
    this.offset = y;
    if (this.tracker) this.tracker.scroll(y);
    var triggered = isTriggered(this.preset, y), fired = triggered && !this.triggeredBefore;
    this.triggeredBefore = triggered;
    if (fired && this.firstTriggerTime === null) this.firstTriggerTime = this.time;
    return this.makeFrame(fired);
  };
  ScrollSession.prototype.makeFrame = function (fired) {
    var p = this.preset, f = this.tracker ? this.tracker.frame() : frame(p, this.offset, this.context), progress = null;
    if (this.accessoryShown !== null) {
      f.accessoryTop = Math.max(f.accessoryTop, f.height + f.translation - p.accessory.height + this.accessoryShown);
    }
    if (this.phase === "springing" && this.motion) {
      var elapsed = this.time - this.motion.time, target = this.motion.plan.springTarget(elapsed);
      if (target !== null) {
        var from = this.motion.plan.springStart(elapsed);
        progress = target === from ? 1 : (this.offset - from) / (target - from);
      }
    }
    f.time = this.time;
    f.offset = this.offset;
    f.parallaxOffset = backgroundOffset(p, f, p.motion.parallax);
    f.phase = this.phase;
    f.restTarget = this.phase === "dragging" || !this.decision ? null : this.decision.rest;
    f.springProgress = progress;
    f.triggerFired = fired;
    f.quickReturnShown = this.tracker ? this.tracker.shown : null;
    return f;
  };

  // GestureSimulation.sessionFrames: frame k at k / frameRate; the drag over whole frames, the
  // release at its last one, then the session's frames until it rests (put on the rest at 10 s).
  function simulate(p, offset, drag, velocity, forceQuickReturn, context) {
    var rate = p.motion.frameRate;
    var start = sanitized(offset), d = sanitized(drag || 0), v = sanitized(velocity || 0);
    var lastIndex = Math.floor(MAX_DURATION * rate);
    var dragFrames = 0;
    if (d !== 0) {
      var speed = Math.max(DRAG_SPEED, Math.abs(v));
      var count = Math.ceil(Math.abs(d) / speed * rate);
      dragFrames = Math.max(1, Math.min(count, Math.floor(MAX_DRAG_DURATION * rate)));
    }
    var session = new ScrollSession(p, { offset: start, context: context,
                                         quickReturn: p.motion.quickReturn || forceQuickReturn === true });
    var frames = [session.current()];
    if (dragFrames > 0) {
      session.touchDown(0);
      for (var i = 1; i <= dragFrames; i++) frames.push(session.dragTravel(d * (i / dragFrames), i / rate));
    }
    session.release(v, dragFrames / rate);
    for (var index = dragFrames + 1; session.phase !== "idle"; index++) {
      var time = index / rate;
      frames.push(index >= lastIndex ? session.finish(time) : session.advance(time));
    }
    return frames;
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
      // docs/screen.md#tracks-that-follow-the-screen: null is the default, the centre.
      anchor: Array.isArray(track.anchor) ? [track.anchor[0], track.anchor[1]] : null,
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
    var x = track.input === "pull" ? Math.max(0, -f.offset) : track.input === "offset" ? f.offset : f.progress;
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
    normalize: normalize, frame: frame, settle: settle, settleMoving: settleMoving, rest: rest,
    restDecision: restDecision, isTriggered: isTriggered, flingDistance: flingDistance,
    androidDistance: androidDistance, androidDuration: androidDuration, androidFling: androidFling,
    projectedOffset: projectedOffset, bandDistance: bandDistance, bandTravel: bandTravel,
    offsetForTravel: offsetForTravel, travelForOffset: travelForOffset,
    planRelease: planRelease, releaseSample: releaseSample,
    QuickReturnTracker: QuickReturnTracker, backgroundOffset: backgroundOffset,
    ScrollSession: ScrollSession, simulate: simulate, maxDuration: MAX_DURATION, trace: trace, easingFunction: easingFunction, trackValue: trackValue,
    namedEasings: NAMED_EASINGS, layers: layers, identity: IDENTITY,
    expandedHeight: expandedHeight, collapsedHeight: collapsedHeight, switchOffset: switchOffset,
    minimumPageHeight: minimumPageHeight
  };
  if (typeof module === "object" && module.exports) module.exports = root.StretchyMotion;
})(typeof globalThis === "object" ? globalThis : this);
