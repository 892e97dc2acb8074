// window.stretchy.record(NAME) / window.stretchy.stopRecording(NAME): records what the header of
// preset NAME does, one sample per animation frame while anything in it changes, as the trace
// text `stretchy verify` reads (docs/traces.md#recording-a-trace). Everything is measured from the
// page as laid out: the offset, the header's border box relative to its scroller's client box,
// each layer's computed opacity, scale, translation and blur.
//
// Phases: a page that moves its scroller itself (the preview) says what the scroll does with
// `stretchy:phase` events on the scroller ({phase: "drag" | "release" | "rest" | "hold", offset,
// velocity}; "hold": put somewhere by a script, no release pending); on
// any other page a touch is a drag, lifting the last finger a release (its velocity over the
// last 100 ms of the drag, 0 when the finger had stopped for 60 ms), the frames after it coast,
// and the scroll rests once it has stood still for 250 ms. A wheel, the keyboard or a script
// scroll without phases.
(function () {
  "use strict";
  var api = window.stretchy = window.stretchy || {};
  var VELOCITY_WINDOW_MS = 100, STILL_MS = 60, REST_MS = 250;
  var recordings = Object.create(null);
  var ticking = false;

  function named(selector, attribute, name, within) {
    var found = (within || document).querySelectorAll(selector);
    for (var i = 0; i < found.length; i++) {
      if (found[i].getAttribute(attribute) === name) return found[i];
    }
    return null;
  }

  function Recording(name) {
    var scroller = named("[data-stretchy-scroller]", "data-stretchy-scroller", name);
    var header = scroller && (named("[data-stretchy-header]", "data-stretchy-header", name, scroller)
      || named("[data-stretchy-header]", "data-stretchy-header", name, scroller.parentNode));
    if (!header) throw new Error("no preset named " + JSON.stringify(name) + " on this page");
    this.name = name;
    this.scroller = scroller;
    this.header = header;
    this.lines = ["{\"format\": \"stretchy-trace\", \"version\": 1, \"preset\": " + JSON.stringify(name) + "}"];
    this.start = performance.now();
    this.lastTime = 0;
    this.lastState = null;
    this.pageEvents = api.phaseEvents === true;
    this.touching = false;
    this.history = [];        // [time ms, offset] while a finger is down
    this.released = false;    // between a release and its rest
    this.movedAt = 0;
    this.lastOffset = NaN;
    var self = this;
    this.listeners = this.pageEvents ? {
      "stretchy:phase": function (e) { self.onPhase(e.detail || {}); }
    } : {
      touchstart: function () { self.onTouchStart(); },
      touchend: function (e) { if (e.touches.length === 0) self.onTouchEnd(); },
      touchcancel: function (e) { if (e.touches.length === 0) self.onTouchEnd(); }
    };
    for (var type in this.listeners) {
      scroller.addEventListener(type, this.listeners[type], { passive: true, capture: true });
    }
  }

  Recording.prototype.detach = function () {
    for (var type in this.listeners) {
      this.scroller.removeEventListener(type, this.listeners[type], { passive: true, capture: true });
    }
  };

  // The preview's own offset (a pull included), else the scroller's scrollTop.
  Recording.prototype.offset = function () {
    if (this.pageEvents && typeof api.offset === "function") return api.offset(this.name);
    return this.scroller.scrollTop;
  };

  Recording.prototype.measure = function () {
    var s = this.scroller.getBoundingClientRect(), h = this.header.getBoundingClientRect();
    var sample = { offset: this.offset(), height: h.height, top: h.top - (s.top + this.scroller.clientTop) };
    var layers = this.header.querySelectorAll("[data-stretchy-layer]"), values = null;
    for (var i = 0; i < layers.length; i++) {
      var style = getComputedStyle(layers[i]);
      var m = new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform);
      var blur = /blur\(([-0-9.e+]+)px\)/.exec(style.filter);
      values = values || {};
      values[layers[i].getAttribute("data-stretchy-layer")] = {
        opacity: Number(style.opacity), scale: m.a, translateX: m.e, translateY: m.f,
        blur: blur ? Number(blur[1]) : 0
      };
    }
    if (values) sample.layers = values;
    return sample;
  };

  // One line, unless `sample` is the last one again and nothing happened (`changed` only):
  // t never decreases, and a sample with a number that is not finite is left out.
  Recording.prototype.append = function (sample, phase, velocity, changed) {
    var state = JSON.stringify(sample);
    if (changed && state === this.lastState) return;
    var numbers = [sample.offset, sample.height, sample.top];
    if (velocity !== undefined) numbers.push(velocity);
    for (var layer in sample.layers || {}) {
      for (var property in sample.layers[layer]) numbers.push(sample.layers[layer][property]);
    }
    if (!numbers.every(Number.isFinite)) return;
    this.lastState = state;
    // Seconds since record(), to the microsecond (what performance.now() resolves at best).
    var t = Math.max(this.lastTime, Math.round((performance.now() - this.start) * 1000) / 1e6);
    this.lastTime = t;
    var line = "{\"t\": " + JSON.stringify(t) + ", \"offset\": " + JSON.stringify(sample.offset)
      + ", \"height\": " + JSON.stringify(sample.height) + ", \"top\": " + JSON.stringify(sample.top);
    if (sample.layers) line += ", \"layers\": " + JSON.stringify(sample.layers);
    if (phase) line += ", \"phase\": \"" + phase + "\"";
    if (velocity !== undefined) line += ", \"velocity\": " + JSON.stringify(velocity);
    this.lines.push(line + "}");
  };

  // Every animation frame: the phase this frame is in, and a sample if anything changed.
  Recording.prototype.frame = function (now) {
    var sample = this.measure(), phase;
    if (sample.offset !== this.lastOffset) { this.movedAt = now; this.lastOffset = sample.offset; }
    if (this.touching) {
      phase = "drag";
      this.history.push([now, sample.offset]);
      while (this.history.length > 2 && this.history[0][0] < now - 2 * VELOCITY_WINDOW_MS) this.history.shift();
    } else if (this.released) {
      if (!this.pageEvents && now - this.movedAt >= REST_MS) {
        this.released = false;
        this.append(sample, "rest");
        return;
      }
      phase = "coast";
    }
    this.append(sample, phase, undefined, true);
  };

  Recording.prototype.onTouchStart = function () {
    this.touching = true;
    this.released = false;
    var now = performance.now(), sample = this.measure();
    this.history = [[now, sample.offset]];
    this.append(sample, "drag");
  };

  Recording.prototype.onTouchEnd = function () {
    if (!this.touching) return;
    this.touching = false;
    var now = performance.now(), sample = this.measure();
    this.history.push([now, sample.offset]);
    this.released = true;
    this.movedAt = now;
    this.lastOffset = sample.offset;
    this.append(sample, "release", this.velocity(now));
  };

  // Points per second over the last VELOCITY_WINDOW_MS of the drag; 0 once the finger had stopped.
  Recording.prototype.velocity = function (now) {
    var h = this.history, last = h.length - 1, moved = last;
    while (moved > 0 && h[moved - 1][1] === h[last][1]) moved--;
    if (moved === 0 || now - h[moved][0] > STILL_MS) return 0;
    var first = moved;
    while (first > 0 && h[moved][0] - h[first - 1][0] <= VELOCITY_WINDOW_MS) first--;
    var dt = h[moved][0] - h[first][0];
    return dt > 0 ? (h[moved][1] - h[first][1]) / dt * 1000 : 0;
  };

  // The page says what its scroll does: measured at once, before it moves on.
  Recording.prototype.onPhase = function (detail) {
    var sample = this.measure();
    if (detail.phase === "drag") {
      this.touching = true;
      this.released = false;
      this.append(sample, "drag");
    } else if (detail.phase === "release") {
      this.touching = false;
      this.released = true;
      if (Number.isFinite(detail.offset)) sample.offset = detail.offset;
      this.append(sample, "release", Number.isFinite(detail.velocity) ? detail.velocity : 0);
    } else if (detail.phase === "hold") {
      // Put somewhere by a script or a playback: no release to rest after.
      this.touching = false;
      this.released = false;
      this.append(sample);
    } else if (detail.phase === "rest") {
      this.touching = false;
      if (this.released) {
        this.released = false;
        this.append(sample, "rest");
      } else {
        this.append(sample);
      }
    }
  };

  function tick(now) {
    ticking = false;
    var any = false;
    for (var name in recordings) {
      any = true;
      recordings[name].frame(performance.now());
    }
    if (any) schedule();
  }
  function schedule() {
    if (ticking) return;
    ticking = true;
    requestAnimationFrame(tick);
  }

  // Starts (or starts again) recording the header of preset `name`, from its state now.
  api.record = function (name) {
    name = String(name);
    if (recordings[name]) recordings[name].detach();
    var recording = new Recording(name);
    recordings[name] = recording;
    recording.append(recording.measure());
    schedule();
  };

  // Stops recording `name` and returns the trace text (JSON Lines, each line ending in a
  // newline); with {download: true} the browser also saves it as NAME.jsonl.
  api.stopRecording = function (name, options) {
    name = String(name);
    var recording = recordings[name];
    if (!recording) throw new Error("no recording of " + JSON.stringify(name) + "; call stretchy.record(name) first");
    recording.frame(performance.now());
    recording.detach();
    delete recordings[name];
    var text = recording.lines.join("\n") + "\n";
    if (options && options.download) {
      var link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([text], { type: "application/jsonl" }));
      link.download = name.replace(/[\/\\:*?"<>|\u0000-\u001f]/g, "_") + ".jsonl";
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(link.href); }, 0);
    }
    return text;
  };

  // Whether `name` is being recorded.
  api.isRecording = function (name) { return !!recordings[String(name)]; };
})();
