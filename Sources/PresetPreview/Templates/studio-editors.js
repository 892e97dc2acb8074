// The studio's direct editors (docs/studio.md#on-the-chart-and-the-curves): snap positions dragged
// on the chart, and for each track its keyframes and its easing's bezier handles dragged on small
// curves. An editor changes nothing itself: it hands the control's new text (the command line's
// spelling) to the studio, which checks and applies it as if it had been typed; after each
// applied change the studio draws the editor again from the preset as it now is. A text from a
// pointer drag comes with `live` true: the studio draws it at once and checks it in the background.
(function () {
  "use strict";
  var M = window.StretchyMotion;
  var SVG = "http://www.w3.org/2000/svg";

  function round(value, places) {
    var f = Math.pow(10, places), r = Math.round(value * f) / f;
    return r === 0 ? 0 : r;  // never "-0"
  }
  function clamp(value, lo, hi) { return Math.min(Math.max(value, lo), hi); }
  function px(value) { return Math.round(value * 100) / 100 + "px"; }

  function element(name, attributes, parent) {
    var el = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) { el.setAttribute(key, attributes[key]); });
    if (parent) parent.appendChild(el);
    return el;
  }

  // Follows one pointer from pointerdown to pointerup on `el`, calling move(event) on each move.
  // The element keeps the pointer even when the drag leaves it; the editors redraw by moving
  // their elements, never by replacing them, so a drag outlives every redraw.
  function draggable(el, start, move) {
    el.addEventListener("pointerdown", function (event) {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      el.setPointerCapture(event.pointerId);
      el.classList.add("dragging");
      if (start(event) === false) return;
      var onMove = function (e) { if (e.pointerId === event.pointerId) move(e); };
      var onUp = function (e) {
        if (e.pointerId !== event.pointerId) return;
        el.classList.remove("dragging");
        el.removeEventListener("pointermove", onMove);
        el.removeEventListener("pointerup", onUp);
        el.removeEventListener("pointercancel", onUp);
      };
      el.addEventListener("pointermove", onMove);
      el.addEventListener("pointerup", onUp);
      el.addEventListener("pointercancel", onUp);
    });
  }

  // Arrow keys on a focused handle: [dx, dy] in steps (Shift: ten), or null for any other key.
  function arrows(event) {
    var d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    if (!d || event.altKey || event.ctrlKey || event.metaKey) return null;
    event.preventDefault();
    var times = event.shiftKey ? 10 : 1;
    return [d[0] * times, d[1] * times];
  }

  // What a property's keyframes may hold (docs/tracks.md), and a keyboard step for its values.
  var LIMITS = { opacity: [0, 1, 0.01], scale: [0, 10, 0.01], translateX: [-10000, 10000, 1],
                 translateY: [-10000, 10000, 1], blur: [0, 100, 0.5] };

  // ---- snap positions on the chart ----------------------------------------------------------

  // A handle per snap position over the chart's plot (the chart's x axis is the offset; position
  // q sits at offset q × the collapse range). Dragging one moves its position between its
  // neighbours; arrow keys move a focused one by 0.01. `change(text)` gets `snap.positions`'s
  // new text.
  function SnapHandles(figure, change) {
    this.figure = figure;
    this.change = change;
    this.layer = document.createElement("div");
    this.layer.className = "snap-handles";
    this.layer.setAttribute("data-studio-snap-handles", "");
    figure.appendChild(this.layer);
    this.positions = [];
  }

  SnapHandles.prototype.draw = function (plot, preset) {
    var self = this, E = preset.collapseRange, layer = this.layer;
    var on = plot && preset.snap.mode !== "disabled" && E > 0;
    layer.hidden = !on;
    if (!on) return;
    this.plot = plot;
    this.range = E;
    this.positions = preset.snap.positions.slice();
    while (layer.children.length < this.positions.length) this.addHandle();
    while (layer.children.length > this.positions.length) layer.lastChild.remove();
    this.positions.forEach(function (q, i) {
      var handle = layer.children[i], x = self.x(q * E);
      handle.setAttribute("aria-label", "snap position " + (i + 1) + " of " + self.positions.length);
      handle.style.left = px(x - 6);
      handle.style.top = px(plot[2]);
      handle.style.height = px(plot[3] - plot[2]);
      handle.hidden = x < plot[0] - 0.5 || x > plot[1] + 0.5;
      handle.setAttribute("aria-valuenow", String(q));
      handle.setAttribute("aria-valuetext", "snap position " + q + " (offset " + round(q * E, 2) + ")");
      handle.title = "snap position " + q + " at offset " + round(q * E, 2) + ": drag to move";
    });
  };

  SnapHandles.prototype.x = function (offset) {
    var p = this.plot;
    return p[0] + (offset - p[4]) / (p[5] - p[4]) * (p[1] - p[0]);
  };

  SnapHandles.prototype.offsetAt = function (x) {
    var p = this.plot;
    return p[4] + (x - p[0]) / (p[1] - p[0]) * (p[5] - p[4]);
  };

  SnapHandles.prototype.addHandle = function () {
    var self = this, handle = document.createElement("div");
    handle.className = "snap-handle";
    handle.tabIndex = 0;
    handle.setAttribute("role", "slider");
    handle.setAttribute("aria-valuemin", "0");
    handle.setAttribute("aria-valuemax", "1");
    handle.setAttribute("data-studio-snap-handle", "");
    var index = 0, left = 0;
    draggable(handle, function () {
      index = Array.prototype.indexOf.call(self.layer.children, handle);
      left = self.figure.getBoundingClientRect().left;
    }, function (event) {
      self.move(index, self.offsetAt(event.clientX - left) / self.range, true);
    });
    handle.addEventListener("keydown", function (event) {
      var step = event.key === "ArrowLeft" || event.key === "ArrowDown" ? -0.01
        : event.key === "ArrowRight" || event.key === "ArrowUp" ? 0.01 : 0;
      if (!step) return;
      if (event.shiftKey) step *= 10;
      event.preventDefault();
      var i = Array.prototype.indexOf.call(self.layer.children, handle);
      self.move(i, self.positions[i] + step);
    });
    this.layer.appendChild(handle);
  };

  // Position `i` to `q`, kept 0.01 from its neighbours (the format allows no two alike) and in
  // [0, 1], to two decimals.
  SnapHandles.prototype.move = function (i, q, live) {
    var list = this.positions.slice();
    var lo = i > 0 ? list[i - 1] + 0.01 : 0, hi = i < list.length - 1 ? list[i + 1] - 0.01 : 1;
    var next = round(clamp(q, lo, hi), 2);
    if (next === list[i]) return;
    list[i] = next;
    this.positions = list;
    this.change(list.join(","), !!live);
  };

  // ---- a track's keyframes and easing ---------------------------------------------------------

  var W = 220, H = 110, LEFT = 34, RIGHT = 212, TOP = 8, BOTTOM = 92;  // the keyframes' plot
  var BOX = 110, B0 = 15, B1 = 95;                                       // the easing's unit square

  // Two small drawings under a track's controls: its value over its input with the keyframes as
  // points (drag one to change its `at` and value; double-click the curve to add a keyframe,
  // a point to remove it), and its easing from keyframe to keyframe as a curve in the unit
  // square with the cubic-bezier's two handles (drag them; a named easing or linear starts
  // from its own bezier). `keyframes(text)` and `easing(text)` get the controls' new text.
  function CurveEditor(container, keyframes, easing) {
    var self = this;
    this.keyframesChanged = keyframes;
    this.key = container.getAttribute("data-studio-curve") || "track";
    this.easingChanged = easing;
    this.graph = element("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, class: "keyframes",
      "data-studio-keyframes": "" }, container);
    this.grid = element("path", { class: "grid" }, this.graph);
    this.labels = element("g", { class: "labels" }, this.graph);
    this.curve = element("path", { class: "curve" }, this.graph);
    this.points = element("g", { class: "points" }, this.graph);
    this.box = element("svg", { viewBox: "0 0 " + BOX + " " + BOX, width: BOX, height: BOX, class: "easing",
      "data-studio-easing": "" }, container);
    element("rect", { x: B0, y: B0, width: B1 - B0, height: B1 - B0, class: "frame" }, this.box);
    this.arms = [element("line", { class: "arm" }, this.box), element("line", { class: "arm" }, this.box)];
    this.easingCurve = element("path", { class: "curve" }, this.box);
    this.handles = [1, 2].map(function (n) {
      var handle = element("circle", { r: 5, class: "handle", "data-studio-bezier-handle": String(n), tabindex: "0",
        role: "slider", "aria-valuemin": "-10", "aria-valuemax": "10" }, self.box);
      handle.addEventListener("keydown", function (event) {
        var d = arrows(event);
        if (!d) return;
        var c = self.bezier;
        self.moveHandle(n, c[2 * (n - 1)] + d[0] * 0.01, c[2 * (n - 1) + 1] + d[1] * 0.01);
      });
      var rect = null;
      draggable(handle, function () { rect = self.box.getBoundingClientRect(); }, function (event) {
        var x = (event.clientX - rect.left) * BOX / rect.width, y = (event.clientY - rect.top) * BOX / rect.height;
        self.moveHandle(n, (x - B0) / (B1 - B0), (B1 - y) / (B1 - B0), true);
      });
      return handle;
    });
    this.graph.addEventListener("dblclick", function (event) {
      if (event.target.closest && event.target.closest("circle")) return;
      var at = self.atFromX(self.local(event).x);
      if (at === null) return;
      var list = self.track.keyframes.map(function (k) { return { at: k.at, value: k.value }; });
      if (list.length >= 16 || list.some(function (k) { return Math.abs(k.at - at) < self.step; })) return;
      list.push({ at: at, value: round(M.trackValue(self.track, { progress: at, offset: -at }), 2) });
      list.sort(function (a, b) { return a.at - b.at; });
      self.keyframesChanged(text(list));
    });
  }

  function text(list) { return list.map(function (k) { return k.at + ":" + k.value; }).join(","); }

  CurveEditor.prototype.local = function (event) {
    var rect = this.graph.getBoundingClientRect();
    return { x: (event.clientX - rect.left) * W / rect.width, y: (event.clientY - rect.top) * H / rect.height };
  };

  CurveEditor.prototype.atFromX = function (x) {
    var at = this.domain[0] + (x - LEFT) / (RIGHT - LEFT) * (this.domain[1] - this.domain[0]);
    return round(clamp(at, this.domain[0], this.domain[1]), this.places);
  };

  // The axes: progress 0 to 1 (or the pull, 0 to past the last keyframe), and the values the
  // track really takes (its keyframes and any overshoot of its easing; opacity always 0 to 1), so
  // no axis claims a value the property cannot hold. A flat track gets a little room, within
  // the property's limits. Kept while a point is dragged, so the point stays under the pointer.
  CurveEditor.prototype.scale = function (track) {
    var last = track.keyframes[track.keyframes.length - 1].at;
    this.domain = track.input === "pull" ? [0, Math.max(100, Math.ceil(last * 1.25 / 10) * 10)] : [0, 1];
    var values = track.keyframes.map(function (k) { return k.value; });
    for (var i = 0; i <= 64; i++) {
      var at = this.domain[0] + (this.domain[1] - this.domain[0]) * i / 64;
      values.push(M.trackValue(track, { progress: at, offset: -at }));
    }
    var limits = LIMITS[track.property] || [-Infinity, Infinity, 0.01];
    var lo = Math.min.apply(null, values), hi = Math.max.apply(null, values);
    if (track.property === "opacity") { lo = Math.min(lo, 0); hi = Math.max(hi, 1); }
    if (hi - lo < 1e-9) {
      var room = Math.max(Math.abs(hi) * 0.1, limits[2] * 10);
      lo = Math.max(limits[0], lo - room); hi = Math.min(limits[1], hi + room);
    }
    this.limits = limits;
    this.range = [round(lo, 4), round(hi, 4)];
    this.places = track.input === "pull" ? 0 : 2;
    this.step = track.input === "pull" ? 1 : 0.01;
  };

  CurveEditor.prototype.draw = function (track) {
    var self = this;
    this.track = track;
    if (!this.dragging) this.scale(track);
    var d = this.domain, r = this.range;
    var X = function (at) { return LEFT + (at - d[0]) / (d[1] - d[0]) * (RIGHT - LEFT); };
    var Y = function (v) { return BOTTOM - (v - r[0]) / (r[1] - r[0]) * (BOTTOM - TOP); };
    this.X = X;
    this.grid.setAttribute("d", "M" + LEFT + " " + TOP + "V" + BOTTOM + "H" + RIGHT);
    this.labels.textContent = "";
    [[LEFT - 3, TOP + 4, "end", round(r[1], 2)], [LEFT - 3, BOTTOM, "end", round(r[0], 2)],
     [LEFT, H - 4, "start", d[0]], [RIGHT, H - 4, "end", d[1] + (track.input === "pull" ? " pt pull" : " progress")]]
      .forEach(function (l) { element("text", { x: l[0], y: l[1], "text-anchor": l[2] }, self.labels).textContent = String(l[3]); });
    var path = "";
    for (var i = 0; i <= 96; i++) {
      var at = d[0] + (d[1] - d[0]) * i / 96;
      path += (i ? "L" : "M") + round(X(at), 2) + " " + round(Y(M.trackValue(track, { progress: at, offset: -at })), 2);
    }
    this.curve.setAttribute("d", path);
    while (this.points.children.length < track.keyframes.length) this.addPoint();
    while (this.points.children.length > track.keyframes.length) this.points.lastChild.remove();
    track.keyframes.forEach(function (k, n) {
      var point = self.points.children[n];
      point.setAttribute("cx", round(X(clamp(k.at, d[0], d[1])), 2));
      point.setAttribute("cy", round(Y(k.value), 2));
      point.setAttribute("aria-label", self.key + " keyframe " + (n + 1) + " of " + track.keyframes.length);
      point.setAttribute("aria-valuenow", String(k.value));
      point.setAttribute("aria-valuemin", String(self.limits[0]));
      point.setAttribute("aria-valuemax", String(self.limits[1]));
      point.setAttribute("aria-valuetext", "at " + k.at + (track.input === "pull" ? " pt of pull" : " progress") + ", value " + k.value);
      point.tip.textContent = "at " + k.at + ", value " + k.value + ": drag to move, double-click to remove";
    });
    this.drawEasing(track);
  };

  CurveEditor.prototype.addPoint = function () {
    var self = this, point = element("circle", { r: 5, class: "point", "data-studio-keyframe": "", tabindex: "0",
      role: "slider" }, this.points);
    point.addEventListener("keydown", function (event) {
      var d = arrows(event);
      if (!d) return;
      var n = Array.prototype.indexOf.call(self.points.children, point), keys = self.track.keyframes;
      var lo = n > 0 ? keys[n - 1].at + self.step : self.domain[0];
      var hi = n < keys.length - 1 ? keys[n + 1].at - self.step : (self.track.input === "pull" ? 10000 : 1);
      var list = keys.map(function (k) { return { at: k.at, value: k.value }; });
      list[n] = {
        at: round(clamp(keys[n].at + d[0] * self.step, lo, hi), self.places),
        value: round(clamp(keys[n].value + d[1] * self.limits[2], self.limits[0], self.limits[1]), 2)
      };
      self.keyframesChanged(text(list));
    });
    point.tip = element("title", {}, point);
    var index = 0;
    draggable(point, function () {
      index = Array.prototype.indexOf.call(self.points.children, point);
      self.dragging = true;
      // The point's tooltip is out of it while it is dragged: after each pointer move the browser
      // reads the tooltip of the element under the pointer, and an SVG <title>'s text is read
      // laid out, so every move laid the whole page out before its frame. Drawn meanwhile,
      // it comes back with the point's new place.
      point.tip.remove();
    }, function (event) {
      var at = self.track.keyframes.map(function (k) { return k.at; }), local = self.local(event);
      var lo = index > 0 ? at[index - 1] + self.step : self.domain[0];
      var hi = index < at.length - 1 ? at[index + 1] - self.step : self.domain[1];
      var list = self.track.keyframes.map(function (k) { return { at: k.at, value: k.value }; });
      list[index] = {
        at: round(clamp(self.atFromX(local.x), lo, hi), self.places),
        value: round(self.range[0] + (BOTTOM - local.y) / (BOTTOM - TOP) * (self.range[1] - self.range[0]), 2)
      };
      self.keyframesChanged(text(list), true);
    });
    var end = function () { point.appendChild(point.tip); self.dragging = false; self.draw(self.track); };
    point.addEventListener("pointerup", end);
    point.addEventListener("pointercancel", end);
    point.addEventListener("dblclick", function (event) {
      event.stopPropagation();
      var n = Array.prototype.indexOf.call(self.points.children, point);
      if (self.track.keyframes.length < 2) return;
      self.keyframesChanged(text(self.track.keyframes.filter(function (k, i) { return i !== n; })));
    });
  };

  // The bezier of the track's easing: its own four numbers, a named easing's, linear's (0, 0,
  // 1, 1); a step has none until a handle is dragged.
  function bezier(easing) {
    if (Array.isArray(easing)) return easing.slice();
    if (M.namedEasings[easing]) return M.namedEasings[easing].slice();
    return [0, 0, 1, 1];
  }

  CurveEditor.prototype.drawEasing = function (track) {
    var c = bezier(track.easing), ease = track.ease, path = "";
    var bx = function (x) { return B0 + x * (B1 - B0); }, by = function (y) { return B1 - y * (B1 - B0); };
    for (var i = 0; i <= 64; i++) path += (i ? "L" : "M") + round(bx(i / 64), 2) + " " + round(by(ease(i / 64)), 2);
    this.easingCurve.setAttribute("d", path);
    this.bezier = c;
    var ends = [[0, 0], [1, 1]];
    for (var n = 0; n < 2; n++) {
      var x = c[2 * n], y = c[2 * n + 1];
      this.handles[n].setAttribute("cx", round(bx(x), 2));
      this.handles[n].setAttribute("cy", round(by(y), 2));
      this.handles[n].setAttribute("aria-label", this.key + ".easing bezier handle " + (n + 1));
      this.handles[n].setAttribute("aria-valuenow", String(y));
      this.handles[n].setAttribute("aria-valuetext", "x " + x + ", y " + y);
      this.arms[n].setAttribute("x1", bx(ends[n][0]));
      this.arms[n].setAttribute("y1", by(ends[n][1]));
      this.arms[n].setAttribute("x2", round(bx(x), 2));
      this.arms[n].setAttribute("y2", round(by(y), 2));
    }
    this.box.classList.toggle("step", track.easing === "step");
  };

  // Handle `n` to (x, y): x in [0, 1], y in [-10, 10] as the format allows, to two decimals.
  CurveEditor.prototype.moveHandle = function (n, x, y, live) {
    var c = this.bezier.slice();
    c[2 * (n - 1)] = round(clamp(x, 0, 1), 2);
    c[2 * (n - 1) + 1] = round(clamp(y, -10, 10), 2);
    this.easingChanged(c.join(","), !!live);
  };

  window.StretchyEditors = { SnapHandles: SnapHandles, CurveEditor: CurveEditor };
})();
