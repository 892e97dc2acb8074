// The studio's controls (docs/studio.md): each `data-stretchy-key` control holds a key's value as
// the command line writes it. A change is checked by the studio itself (POST /api/check, the
// command line's own code and messages) and, when valid, shown at once through the preview's
// `window.stretchy.update`; an invalid value is never applied and its one-line message appears in
// `data-stretchy-error`. Saving sends the whole preset against the revision the page started from;
// the studio merges it with changes made meanwhile or answers 409 with the conflicting keys.
// Unsaved edits are kept in localStorage, so a conflict, a reload or a deletion loses nothing;
// they are kept under a key the studio draws at each start for its database, so edits kept by
// another studio, for another database, or planted by another page once served on this port are
// never offered (docs/safety.md#the-studio).
(function () {
  "use strict";
  var query = new URLSearchParams(location.search);
  var token = query.get("token") || "";
  var docs = JSON.parse(document.getElementById("stretchy-presets").textContent);
  var initial = JSON.parse(document.getElementById("stretchy-studio").textContent);
  var states = [], byName = Object.create(null);
  var M = window.StretchyMotion, E = window.StretchyEditors;

  var editsPrefix = "stretchy-studio:" + JSON.parse(document.getElementById("stretchy-studio-edits").textContent) + ":";

  function storageKey(name) { return editsPrefix + name; }

  // Edits under any other studio's key are never offered: they go.
  try {
    Object.keys(localStorage).forEach(function (key) {
      if (key.indexOf("stretchy-studio:") === 0 && key.indexOf(editsPrefix) !== 0) localStorage.removeItem(key);
    });
  } catch (error) { /* storage disabled: nothing was kept */ }

  function headers(xhr) {
    xhr.setRequestHeader("Content-Type", "application/json");
    if (token) xhr.setRequestHeader("X-Stretchy-Token", token);
  }

  function parse(xhr) {
    var json = null;
    try { json = JSON.parse(xhr.responseText); } catch (error) { json = null; }
    return { status: xhr.status, json: json };
  }

  // The toggles' state, asked with every request: an answer carries the chart of that state
  // alone (docs/studio.md#the-json-api).
  function shown(path) {
    var reduce = document.querySelector('[data-toggle="reduced-motion"]');
    var size = document.querySelector('[data-toggle="text-size"]');
    return path + "?reduceMotion=" + (reduce && reduce.checked ? "true" : "false") +
      "&textSize=" + encodeURIComponent(size ? size.value : "large");
  }

  // A check runs synchronously, so a valid value is on screen by the next frame; the studio
  // answers from memory (no database), in well under a millisecond.
  function callSync(method, path, body) {
    var xhr = new XMLHttpRequest();
    xhr.open(method, shown(path), false);
    headers(xhr);
    try { xhr.send(body === undefined ? null : JSON.stringify(body)); } catch (error) { return { status: 0, json: null }; }
    return parse(xhr);
  }

  function call(method, path, body) {
    return new Promise(function (resolve) {
      var xhr = new XMLHttpRequest();
      xhr.open(method, shown(path), true);
      headers(xhr);
      xhr.onload = function () { resolve(parse(xhr)); };
      xhr.onerror = function () { resolve({ status: 0, json: null }); };
      xhr.send(body === undefined ? null : JSON.stringify(body));
    });
  }

  // A check's answer that applies: a refused value is a 200 too, with the message in `error`.
  function accepted(answer) { return answer.status === 200 && !!answer.json && answer.json.error === undefined; }

  function api(name, rest) { return "/api/presets/" + encodeURIComponent(name) + (rest || ""); }

  function shellWord(text) {
    if (/^[A-Za-z0-9_.,:=+\/@%-]+$/.test(text)) return text;
    return "'" + text.replace(/'/g, "'\\''") + "'";
  }

  function State(panel, doc, start) {
    var self = this;
    this.name = start.name;
    this.panel = panel;
    this.revision = start.revision;     // what a save is made against
    this.baseDoc = doc;                 // what the edits apply to
    this.baseValues = start.values;
    this.doc = doc;                     // what the page shows: the base with every valid edit
    this.edits = Object.create(null);   // key → the user's text
    this.errors = Object.create(null);  // key → the command line's message
    this.controls = Object.create(null);
    this.sliders = Object.create(null);
    this.order = [];
    this.conflict = null;
    this.curves = Object.create(null);  // track key → its CurveEditor
    this.answers = new Map();           // a check's assignments → the studio's answer (askAhead)
    this.generation = 0;                // counts rebases: an answer is for one base
    panel.querySelectorAll("[data-stretchy-key]").forEach(function (el) { self.register(el); });
    panel.querySelectorAll("[data-slider-for]").forEach(function (slider) {
      var key = slider.getAttribute("data-slider-for"), control = self.controls[key];
      self.sliders[key] = slider;
      slider.addEventListener("input", function (event) {
        self.inputStart = event.timeStamp;  // the input-to-frame time counts from the slider's event
        control.value = slider.value;
        control.dispatchEvent(new Event("input", { bubbles: true }));
      });
      slider.addEventListener("focus", function () { self.askAhead(key); });
    });
    // ArrowUp/ArrowDown in a number's field nudge it by its slider's step (Shift: ten steps),
    // applied as if typed.
    Object.keys(this.sliders).forEach(function (key) {
      self.controls[key].addEventListener("keydown", function (event) {
        var direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
        if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
        var text = self.controls[key].value.trim(), slider = self.sliders[key];
        var step = Number(slider.step) || 1, places = (String(slider.step).split(".")[1] || "").length;
        var number = text !== "" && Number.isFinite(Number(text));
        // A name (`normal`) stays as it is; a key without a value starts from the slider's low end.
        if (!number && text !== "" && text !== "none" && text !== "null") return;
        var now = number ? Number(text) : Number(slider.min);
        event.preventDefault();
        var next = now + direction * step * (event.shiftKey ? 10 : 1);
        var rounded = Math.round(next * Math.pow(10, places)) / Math.pow(10, places);
        self.inputStart = event.timeStamp;
        self.set(key, String(rounded === 0 ? 0 : rounded));
      });
    });
    this.template = panel.querySelector("[data-studio-track-template]");
    this.addTrackRow = panel.querySelector("[data-studio-add-track]");
    if (this.addTrackRow) this.addTrackRow.querySelector("[data-studio-add]").addEventListener("click", function () { self.addTrack(); });
    this.addReducedRow = panel.querySelector("[data-studio-add-reduced]");
    if (this.addReducedRow) {
      this.addReducedRow.querySelector("[data-studio-add-reduced-key]").addEventListener("click", function () { self.addReduced(); });
    }
    var figure = panel.closest(".studio-column").querySelector(".chart");
    if (this.controls["snap.positions"] && figure) {
      this.snapHandles = new E.SnapHandles(figure, function (text, live) { self.set("snap.positions", text, live); });
    }
    this.saveButton = panel.querySelector("[data-stretchy-save]");
    this.saveButton.addEventListener("click", function () { self.save(); });
    this.status = panel.querySelector("[data-studio-status]");
    this.revisionLabel = panel.querySelector("[data-studio-revision]");
    this.command = panel.querySelector("[data-studio-command]");
    this.conflictBox = panel.querySelector("[data-studio-conflict]");
    this.history = panel.querySelector("[data-studio-history]");
    this.history.addEventListener("toggle", function () { if (self.history.open) self.loadHistory(); });
    panel.querySelector("[data-studio-copy]").addEventListener("click", function () { self.copyCommand(); });
    this.restore();
    this.drawEditors();
  }

  State.prototype.register = function (el) {
    var self = this, key = el.getAttribute("data-stretchy-key");
    this.controls[key] = el;
    this.order.push(key);
    el.addEventListener("input", function (event) { self.onInput(key, event); });
  };

  // A number's slider follows its text; a text that is no number (`none`) turns it off: no
  // thumb, at its low end, read as "none".
  State.prototype.syncSlider = function (key) {
    var slider = this.sliders[key];
    if (!slider) return;
    var text = this.controls[key].value.trim(), number = text !== "" && Number.isFinite(Number(text));
    if (number) slider.value = text; else slider.value = slider.min;
    slider.classList.toggle("off", !number);
    if (number) slider.removeAttribute("aria-valuetext"); else slider.setAttribute("aria-valuetext", "none");
  };

  // A control's new text from an editor, applied as if typed; a drag's (`live`) is drawn at once.
  State.prototype.set = function (key, text, live) {
    var el = this.controls[key];
    if (!el || el.value === text) return;
    if (live && this.setLive(key, text)) return;
    el.value = text;
    el.dispatchEvent(new Event("input", { bubbles: true }));
  };

  // A drag's move (docs/studio.md#on-the-chart-and-the-curves) cannot wait for the studio's
  // answer and still be drawn in the frame: the page draws the preset it shows with the editor's
  // text put in, then asks the studio in the background; the studio's answer to the latest move
  // is then applied as a typed value's is (its preset, its chart, or its refusal and message).
  // Whatever needs the truth first (a save, a typed value, a rebase) waits for it: `settle`.
  // False when the page cannot read the text itself: then it is checked as if typed.
  State.prototype.setLive = function (key, text) {
    var doc = liveDoc(this.doc, key, text);
    if (!doc) return false;
    var start = this.inputStart || performance.now(), self = this;
    this.inputStart = 0;
    this.controls[key].value = text;
    this.setEdit(key, text);
    this.doc = doc;
    window.stretchy.update(this.name, doc, null);
    this.drawEditor(key);
    this.persist();
    var assignments = this.assignments(key), generation = this.generation;
    var live = this.live = { key: key };
    requestAnimationFrame(function () { performance.measure("studio-input-to-frame", { start: start, end: performance.now() }); });
    if (this.answers.has(JSON.stringify(assignments))) { this.settle(); return true; }
    // Asked once the drag pauses, not on every move: the studio's answer redraws the chart, and
    // its work shares the machine with the browser, so answers to moves already drawn over only
    // slow the next frames. Whatever needs the truth before then settles at once (a blocking check).
    clearTimeout(this.liveTimer);
    this.liveTimer = setTimeout(function () {
      if (self.live !== live) return;
      call("POST", "/api/check", { preset: self.baseDoc, assignments: assignments }).then(function (answer) {
        self.remember(assignments, generation, answer);
        if (self.live === live) self.settle();
      });
    }, LIVE_CHECK_PAUSE);
    return true;
  };

  // Milliseconds without a move after which a drag's latest move is checked by the studio.
  var LIVE_CHECK_PAUSE = 80;

  // Only the dragged editor drawn again (the others' keys did not change): the snap handles, or
  // the curves of the track `key` belongs to.
  State.prototype.drawEditor = function (key) {
    var preset = M.normalize(this.doc), curve = this.curves[trackKey(key)];
    if (key === "snap.positions" && this.snapHandles) this.snapHandles.draw(window.stretchy.plot(this.name), preset);
    if (!curve) return;
    var track = preset.tracks.find(function (t) { return "tracks." + t.layer + "." + t.property === trackKey(key); });
    if (track) curve.draw(track);
  };

  // The latest drag's move made true: its answer (known by now, or asked for at once) applied.
  State.prototype.settle = function () {
    var live = this.live;
    if (!live) return;
    this.live = null;
    this.recompute(live.key);
  };

  function numbers(text, count) {
    var list = text.split(",").map(function (part) { return part.trim() === "" ? NaN : Number(part); });
    return list.every(Number.isFinite) && (!count || list.length === count) ? list : null;
  }

  // The preset `doc` with a drag's text for `key` put in, as the editors write it: snap positions
  // (`0,0.5,1`), a track's keyframes (`0:1,0.5:1.2`), a track's bezier (`0.3,0,0.7,1`); null for any
  // other key or text, or a track the preset does not hold. The studio's answer decides the rest.
  function liveDoc(doc, key, text) {
    var copy = JSON.parse(JSON.stringify(doc)), match = /^tracks\.([^.]+)\.([^.]+)(\.easing)?$/.exec(key);
    if (key === "snap.positions") {
      var positions = numbers(text, 0);
      if (!positions || !copy.snap) return null;
      copy.snap.positions = positions;
      return copy;
    }
    if (!match) return null;
    var track = (copy.tracks || []).find(function (t) { return t.layer === match[1] && t.property === match[2]; });
    if (!track) return null;
    if (match[3]) {
      var bezier = numbers(text, 4);
      if (!bezier) return null;
      track.easing = bezier;
      return copy;
    }
    var keyframes = text.split(",").map(function (part) {
      var pair = numbers(part.replace(":", ","), 2);
      return pair ? { at: pair[0], value: pair[1] } : null;
    });
    if (!keyframes.length || keyframes.some(function (k) { return !k; })) return null;
    track.keyframes = keyframes;
    return copy;
  }

  // The key of the track a key belongs to (`tracks.title.scale.easing` → `tracks.title.scale`).
  function trackKey(key) {
    var match = /^(tracks\.[^.]+\.[^.]+)(\.input|\.easing)?$/.exec(key);
    return match ? match[1] : null;
  }

  // The controls of a track the page did not start with (added here, or kept from an earlier
  // visit): the template's, under the track's key, before the add-track row.
  State.prototype.ensureTrack = function (key) {
    var self = this;
    if (this.controls[key] || !this.template || !trackKey(key)) return;
    var rows = this.template.content.cloneNode(true);
    rows.querySelectorAll(".control").forEach(function (row) {
      var el = row.querySelector("[data-stretchy-key]"), out = row.querySelector("[data-stretchy-error]");
      var full = el.getAttribute("data-stretchy-key").replace("tracks.LAYER.PROPERTY", key);
      el.setAttribute("data-stretchy-key", full);
      el.id = "k-" + self.name + "-" + full;
      out.setAttribute("data-stretchy-error", full);
      var label = row.querySelector("label");
      label.setAttribute("for", el.id);
      label.textContent = "";
      full.split(".").forEach(function (part, i) {
        if (i) { label.appendChild(document.createTextNode(".")); label.appendChild(document.createElement("wbr")); }
        label.appendChild(document.createTextNode(part));
      });
      self.addTrackRow.parentNode.insertBefore(row, self.addTrackRow);
      self.register(el);
    });
  };

  // A control for a key reducedMotion does not set yet (docs/studio.md#the-controls): a text
  // field under `reducedMotion.KEY`, before the add row, checked and saved as any other.
  State.prototype.ensureReduced = function (key) {
    if (this.controls[key] || !this.addReducedRow || !/^reducedMotion\.[A-Za-z]/.test(key)) return;
    var row = document.createElement("div"), el = document.createElement("input"), label = document.createElement("label");
    var out = document.createElement("output");
    row.className = "control";
    el.type = "text";
    el.spellcheck = false;
    el.autocomplete = "off";
    el.id = "k-" + this.name + "-" + key;
    el.setAttribute("data-stretchy-key", key);
    label.setAttribute("for", el.id);
    key.split(".").forEach(function (part, i) {
      if (i) { label.appendChild(document.createTextNode(".")); label.appendChild(document.createElement("wbr")); }
      label.appendChild(document.createTextNode(part));
    });
    out.className = "error";
    out.setAttribute("data-stretchy-error", key);
    row.appendChild(label);
    row.appendChild(el);
    row.appendChild(out);
    this.addReducedRow.parentNode.insertBefore(row, this.addReducedRow);
    this.register(el);
  };

  State.prototype.addReduced = function () {
    var input = this.addReducedRow.querySelector("[data-studio-new-reduced]"), inner = input.value.trim();
    if (!inner) { this.say("name the key Reduce Motion changes (motion.parallax, snap.mode, …)", true); return; }
    var key = "reducedMotion." + inner;
    this.ensureReduced(key);
    if (this.controls[key]) { input.value = ""; this.controls[key].focus(); }
  };

  State.prototype.addTrack = function () {
    var row = this.addTrackRow, layer = row.querySelector("[data-studio-new-layer]").value.trim();
    var select = row.querySelector("[data-studio-new-property]"), option = select.options[select.selectedIndex];
    if (!layer) { this.say("name the layer the track moves (title, avatar, …)", true); return; }
    var key = "tracks." + layer + "." + select.value;
    this.ensureTrack(key);
    if (!this.controls[key]) return;
    if (this.controls[key].value === "") this.set(key, option.getAttribute("data-keyframes"));
    this.controls[key].focus();
  };

  // The snap handles on the chart and each track's curves, drawn from the preset as shown.
  State.prototype.drawEditors = function () {
    var self = this, preset = M.normalize(this.doc), shown = Object.create(null);
    // The snap handles edit the preset's own positions, placed on the chart as drawn: over the
    // collapse range of the preset as the toolbar's toggles show it
    // (docs/accessibility.md#in-the-preview-and-the-studio).
    if (this.snapHandles) {
      var drawn = M.normalize(window.stretchy.shown(this.name));
      this.snapHandles.draw(window.stretchy.plot(this.name), { collapseRange: drawn.collapseRange, snap: preset.snap });
    }
    preset.tracks.forEach(function (track) {
      var key = "tracks." + track.layer + "." + track.property, curve = self.curves[key];
      var easing = self.controls[key + ".easing"];
      if (!curve && easing && self.controls[key]) {
        var box = document.createElement("div");
        box.className = "curve-editor";
        box.setAttribute("data-studio-curve", key);
        easing.closest(".control").after(box);
        curve = self.curves[key] = new E.CurveEditor(box,
          function (text, live) { self.set(key, text, live); }, function (text, live) { self.set(key + ".easing", text, live); });
      }
      if (!curve) return;
      shown[key] = true;
      curve.draw(track);
    });
    Object.keys(this.curves).forEach(function (key) {
      self.curves[key].graph.parentNode.hidden = !shown[key];
    });
  };

  // Edits kept from an earlier visit: applied to the preset as it is now, saved against the
  // revision they were made from, so the studio merges what changed since.
  State.prototype.restore = function () {
    var stored = null;
    try { stored = JSON.parse(localStorage.getItem(storageKey(this.name)) || "null"); } catch (error) { stored = null; }
    if (!stored || !stored.edits) { this.refresh(); return; }
    var self = this;
    Object.keys(stored.edits).forEach(function (key) {
      if (!self.controls[key] && trackKey(key)) { self.ensureTrack(trackKey(key)); }
      if (!self.controls[key]) self.ensureReduced(key);
      if (self.controls[key]) { self.edits[key] = String(stored.edits[key]); self.controls[key].value = self.edits[key]; }
    });
    if (typeof stored.base === "number" && stored.base <= this.revision) this.revision = stored.base;
    this.recompute(null);
    if (Object.keys(this.edits).length) this.say("unsaved edits kept from before", false);
  };

  State.prototype.persist = function () {
    var keys = Object.keys(this.edits);
    try {
      if (keys.length) localStorage.setItem(storageKey(this.name), JSON.stringify({ base: this.revision, edits: this.edits }));
      else localStorage.removeItem(storageKey(this.name));
    } catch (error) { /* storage full or disabled: the edits stay on the page */ }
  };

  State.prototype.say = function (text, bad) {
    this.status.textContent = text;
    this.status.classList.toggle("bad", !!bad);
  };

  // The assignments of every edit that is not failing (and of `key` whatever its state), in the
  // controls' order with `key` last, so its message is the one a failure gives; a track's
  // keyframes still come before its easing and input, which need the track to exist.
  State.prototype.assignments = function (key) {
    var self = this, list = [];
    this.order.forEach(function (k) {
      if (k === key || self.edits[k] === undefined || self.errors[k] !== undefined) return;
      list.push([k, self.edits[k]]);
    });
    if (key && this.edits[key] !== undefined) {
      var at = trackKey(key) === key ? list.findIndex(function (a) { return trackKey(a[0]) === key; }) : -1;
      list.splice(at < 0 ? list.length : at, 0, [key, this.edits[key]]);
    }
    return list;
  };

  // A check's answer depends on nothing but what it sends, so an answer asked for ahead of time
  // (askAhead) serves the input that then asks the same, without a round trip; any other is
  // asked for at once.
  State.prototype.check = function (assignments) {
    var known = this.answers.get(JSON.stringify(assignments));
    if (known) return known;
    var answer = callSync("POST", "/api/check", { preset: this.baseDoc, assignments: assignments });
    this.remember(assignments, this.generation, answer);
    return answer;
  };

  // Only answers the studio gave (200 or its 422 message) about the base the page still stands
  // on (`generation`: one asked before a rebase may arrive after it), at most 96, oldest first out.
  State.prototype.remember = function (assignments, generation, answer) {
    if (generation !== this.generation || (answer.status !== 200 && answer.status !== 422) || !answer.json) return;
    this.answers.set(JSON.stringify(assignments), answer);
    while (this.answers.size > 96) this.answers.delete(this.answers.keys().next().value);
  };

  // Asks, in the background, what one step of `key`'s slider either way would give: the values
  // an arrow key brings next (a step as the slider itself takes it: stepUp and stepDown).
  State.prototype.askAhead = function (key) {
    var slider = this.sliders[key], self = this;
    if (!slider || this.errors[key] !== undefined) return;
    var generation = this.generation, saved = this.edits[key];
    [1, -1].forEach(function (direction) {
      var probe = slider.cloneNode(false);
      probe.value = self.controls[key].value;
      if (probe.value !== self.controls[key].value) return;  // the text is off the slider's grid
      try { if (direction > 0) probe.stepUp(); else probe.stepDown(); } catch (error) { return; }
      if (probe.value === self.controls[key].value) return;  // at the end of the slider
      self.setEdit(key, probe.value);
      var assignments = self.assignments(key);
      if (saved === undefined) delete self.edits[key]; else self.edits[key] = saved;
      if (self.answers.has(JSON.stringify(assignments))) return;
      call("POST", "/api/check", { preset: self.baseDoc, assignments: assignments }).then(function (answer) {
        self.remember(assignments, generation, answer);
      });
    });
  };

  // `key`'s text as an edit: none when it is the base's own value.
  State.prototype.setEdit = function (key, text) {
    var base = this.baseValues[key];
    if (text === (base === undefined ? "" : base)) delete this.edits[key]; else this.edits[key] = text;
  };

  State.prototype.onInput = function (key, event) {
    this.settle();
    var start = this.inputStart || (event && event.timeStamp) || performance.now();
    this.inputStart = 0;
    var el = this.controls[key], text = el.value;
    this.syncSlider(key);
    this.setEdit(key, text);
    this.recompute(key);
    this.persist();
    var self = this;
    requestAnimationFrame(function () {
      performance.measure("studio-input-to-frame", { start: start, end: performance.now() });
      setTimeout(function () { self.askAhead(key); }, 0);  // after the frame, not before it
    });
  };

  // Applies the edits: `key`'s new text is checked with every valid edit; a failure leaves the
  // page as it was and shows the message. Then each failing edit is tried again (a change of
  // maxHeight may make a minHeight valid).
  State.prototype.recompute = function (key) {
    var result = this.check(this.assignments(key));
    if (accepted(result)) {
      if (key) delete this.errors[key];
      this.adopt(result.json);
    } else if (result.json && result.json.error) {
      var blamed = key || result.json.key;
      if (blamed) this.errors[blamed] = result.json.error;
      if (!key && blamed) { this.recompute(null); return; }
      // The page shows what a save would store: every other valid edit, not the failing one.
      var rest = this.check(this.assignments(null));
      if (accepted(rest)) this.adopt(rest.json);
    } else {
      if (key) this.errors[key] = "the studio did not answer (" + result.status + ")";
    }
    var self = this;
    Object.keys(this.errors).forEach(function (failing) {
      if (failing === key || self.edits[failing] === undefined) {
        if (self.edits[failing] === undefined) delete self.errors[failing];
        return;
      }
      var retry = self.check(self.assignments(failing));
      if (accepted(retry)) { delete self.errors[failing]; self.adopt(retry.json); }
    });
    this.refresh();
  };

  State.prototype.adopt = function (answer) {
    this.doc = answer.preset;
    this.values = answer.values;
    window.stretchy.update(this.name, answer.preset, answer.chart, answer.accessibility);
    this.drawEditors();
  };

  // The controls' marks and messages, the save button and the equivalent command.
  State.prototype.refresh = function () {
    var self = this, words = [];
    this.order.forEach(function (key) {
      var el = self.controls[key], error = self.errors[key];
      var edited = self.edits[key] !== undefined;
      el.classList.toggle("changed", edited && error === undefined);
      el.classList.toggle("invalid", error !== undefined);
      var out = self.panel.querySelector("[data-stretchy-error=\"" + CSS.escape(key) + "\"]");
      if (out) out.textContent = error === undefined ? "" : error;
      if (edited && error === undefined) words.push(shellWord(key + "=" + self.edits[key]));
    });
    this.showGroups();
    this.command.textContent = words.length ? "stretchy edit " + shellWord(this.name) + " " + words.join(" ") : "";
    this.saveButton.disabled = words.length === 0;
    this.revisionLabel.textContent = "revision " + this.revision;
  };

  // What the groups hold now, beside their controls (which only take `none` or `default`):
  // the shadow's members, the tracks, whether the motion differs from its defaults.
  var defaults = M.normalize({}).motion;
  State.prototype.showGroups = function () {
    var preset = M.normalize(this.doc), panel = this.panel;
    var show = function (key, text) {
      var out = panel.querySelector("[data-studio-current=\"" + key + "\"]");
      // A group with nothing in it already reads `none` (or `default`) in its field.
      if (out) out.textContent = text === panel.querySelector("[data-stretchy-key=\"" + key + "\"]").value ? "" : text;
    };
    show("shadow", preset.shadow ? "threshold " + preset.shadow.threshold + ", radius " + preset.shadow.radius : "none");
    show("tracks", preset.tracks.length === 0 ? "none" : preset.tracks.length + (preset.tracks.length === 1 ? " track: " : " tracks: ")
      + preset.tracks.map(function (t) { return t.layer + "." + t.property; }).join(", "));
    var changed = [], motion = preset.motion;
    ["frameRate", "decelerationRate", "viewportHeight", "rubberBandConstant", "parallax", "quickReturn", "fling"].forEach(function (k) {
      var raw = k === "decelerationRate" && this.doc.motion && typeof this.doc.motion[k] === "string" ? this.doc.motion[k] : motion[k];
      if (motion[k] !== defaults[k]) changed.push(k + " " + raw);
    }, this);
    ["response", "dampingRatio"].forEach(function (k) {
      if (motion.spring[k] !== defaults.spring[k]) changed.push("spring." + k + " " + motion.spring[k]);
    });
    show("motion", changed.length ? "customised: " + changed.join(", ") : "defaults");
  };

  State.prototype.copyCommand = function () {
    var text = this.command.textContent, self = this;
    if (!text) return;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { self.say("command copied", false); },
        function () { self.selectCommand(); });
    } else {
      this.selectCommand();
    }
  };

  State.prototype.selectCommand = function () {
    var range = document.createRange();
    range.selectNodeContents(this.command);
    var selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  };

  State.prototype.hasEdits = function () {
    var self = this;
    return Object.keys(this.edits).some(function (k) { return self.errors[k] === undefined; });
  };

  State.prototype.save = function () {
    var self = this;
    this.settle();
    if (!this.hasEdits() || this.saving) return Promise.resolve();
    this.saving = true;
    this.say("saving…", false);
    return call("PUT", api(this.name), { base: this.revision, preset: this.doc }).then(function (answer) {
      self.saving = false;
      var json = answer.json || {};
      if (answer.status === 200) {
        var failing = Object.create(null);
        Object.keys(self.errors).forEach(function (k) { if (self.edits[k] !== undefined) failing[k] = self.edits[k]; });
        self.edits = failing;
        self.rebase(json, false);
        self.conflict = null;
        self.conflictBox.hidden = true;
        self.say("saved as revision " + json.revision, false);
        if (self.history.open) self.loadHistory();
        document.dispatchEvent(new CustomEvent("stretchy-saved", { detail: { name: self.name, revision: json.revision } }));
      } else if (answer.status === 409) {
        self.showConflict(json);
      } else if (answer.status === 404) {
        self.say("\"" + self.name + "\" no longer exists (deleted or renamed); your edits are kept in this browser", true);
      } else {
        self.say(json.error || "the studio did not answer (" + answer.status + ")", true);
      }
    });
  };

  // The preset as the studio now has it (`answer`: revision, preset, values, chart) becomes the
  // base; the user's edits stay on top of it, except those it already holds.
  State.prototype.rebase = function (answer, keepEdits) {
    var self = this;
    this.live = null;  // the drag's edit is in `edits`: it is checked again on the new base
    this.revision = answer.revision;
    this.baseDoc = answer.preset;
    this.generation += 1;
    this.answers.clear();
    this.baseValues = answer.values || {};
    this.order.forEach(function (key) {
      var base = self.baseValues[key];
      if (self.edits[key] !== undefined && self.edits[key] === (base === undefined ? "" : base)) delete self.edits[key];
      if (self.edits[key] === undefined) {
        delete self.errors[key];
        self.controls[key].value = base === undefined ? "" : base;
        self.syncSlider(key);
      }
    });
    if (keepEdits === false) { /* the saved edits were removed by the caller */ }
    this.doc = answer.preset;
    window.stretchy.update(this.name, answer.preset, answer.chart, answer.accessibility);
    this.drawEditors();
    this.recompute(null);
    this.persist();
  };

  State.prototype.showConflict = function (answer) {
    var self = this, keys = answer.conflicts || [];
    this.conflict = answer;
    var rows = keys.map(function (key) {
      var mine = self.edits[key] !== undefined ? self.edits[key] : (self.baseValues[key] || "");
      var theirs = answer.values && answer.values[key] !== undefined ? answer.values[key] : "(none)";
      return "<tr data-conflict-key=\"" + escapeHTML(key) + "\"><td>" + escapeHTML(key) + "</td><td data-mine>" + escapeHTML(mine)
        + "</td><td data-theirs>" + escapeHTML(theirs) + "</td></tr>";
    }).join("");
    this.conflictBox.innerHTML = "<strong>Changed meanwhile (revision " + answer.revision + ")</strong>"
      + "<table><tr><th>key</th><th>yours</th><th>theirs</th></tr>" + rows + "</table>"
      + "<button type=\"button\" data-studio-keep-mine>Keep mine</button> "
      + "<button type=\"button\" data-studio-take-theirs>Take theirs</button>";
    this.conflictBox.hidden = false;
    this.conflictBox.querySelector("[data-studio-keep-mine]").addEventListener("click", function () { self.resolve(true); });
    this.conflictBox.querySelector("[data-studio-take-theirs]").addEventListener("click", function () { self.resolve(false); });
    this.say("not saved: " + keys.join(", ") + " changed meanwhile", true);
  };

  // Keep mine: the edits go on top of the other revision (the next save replaces its values).
  // Take theirs: the conflicting edits are dropped. Either way nothing is saved until Save.
  State.prototype.resolve = function (keepMine) {
    var answer = this.conflict, self = this;
    if (!answer) return;
    if (!keepMine) (answer.conflicts || []).forEach(function (key) { delete self.edits[key]; delete self.errors[key]; });
    this.conflict = null;
    this.conflictBox.hidden = true;
    this.rebase(answer, true);
    this.say(keepMine ? "your values are on top of revision " + answer.revision + "; save to keep them" : "took revision " + answer.revision, false);
  };

  State.prototype.loadHistory = function () {
    var self = this, list = this.history.querySelector("ol");
    return call("GET", api(this.name, "/history")).then(function (answer) {
      if (answer.status !== 200 || !Array.isArray(answer.json)) { list.innerHTML = "<li>history unavailable</li>"; return; }
      var entries = answer.json.slice().reverse(), latest = entries.length ? entries[0].revision : 0;
      list.innerHTML = entries.map(function (entry) {
        var button = entry.preset && entry.revision !== latest
          ? "<button type=\"button\" data-studio-revert=\"" + entry.revision + "\">Revert</button>" : "";
        return "<li data-revision=\"" + entry.revision + "\"><span>" + entry.revision + " · " + escapeHTML(entry.action) + " · "
          + escapeHTML(entry.time) + "</span>" + button + "<span class=\"changes\">" + escapeHTML((entry.changes || []).join("; ")) + "</span></li>";
      }).join("");
      list.querySelectorAll("[data-studio-revert]").forEach(function (button) {
        button.addEventListener("click", function () { self.revert(Number(button.getAttribute("data-studio-revert"))); });
      });
    });
  };

  // Revert makes a new revision holding an old one; unsaved edits stay on top of it.
  State.prototype.revert = function (revision) {
    var self = this;
    return call("POST", api(this.name, "/revert"), { revision: revision }).then(function (answer) {
      if (answer.status !== 200 || !answer.json) {
        self.say((answer.json && answer.json.error) || "revert failed (" + answer.status + ")", true);
        return;
      }
      self.rebase(answer.json, true);
      self.say("reverted to revision " + revision + " as revision " + answer.json.revision, false);
      self.loadHistory();
    });
  };

  function escapeHTML(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }[c];
    });
  }

  document.querySelectorAll("[data-stretchy-controls]").forEach(function (panel, index) {
    var state = new State(panel, docs[index], initial[index]);
    states.push(state);
    byName[state.name] = state;
  });

  // A toggle's state whose chart the page was not sent (page.js asks): the studio draws it for
  // the preset as the page shows it, and the handles follow the new chart.
  // Asked once per preset as shown and state, so an answer can never ask again.
  var chartsAsked = Object.create(null);
  document.addEventListener("stretchy:chart", function (event) {
    var state = byName[event.detail];
    if (!state) return;
    var doc = state.doc, asked = shown("") + JSON.stringify(doc);
    if (chartsAsked[state.name] === asked) return;
    chartsAsked[state.name] = asked;
    call("POST", "/api/check", { preset: doc, assignments: [] }).then(function (answer) {
      if (!accepted(answer) || shown("") + JSON.stringify(state.doc) !== asked) {
        // Moved on meanwhile (an edit, another toggle): that change asks again if it must.
        if (chartsAsked[state.name] === asked) delete chartsAsked[state.name];
        return;
      }
      window.stretchy.update(state.name, state.doc, answer.json.chart, answer.json.accessibility);
      state.drawEditors();
    });
  });

  // A toggle redraws the chart (page.js, which heard it first): the handles follow it.
  document.querySelectorAll('[data-toggle="reduced-motion"], [data-toggle="text-size"]').forEach(function (toggle) {
    toggle.addEventListener("change", function () { states.forEach(function (state) { state.drawEditors(); }); });
  });

  // The strip's height, dragged on the phone (docs/studio.md): its grip sets accessory.height,
  // in half points, as if typed.
  document.addEventListener("pointerdown", function (event) {
    var grip = event.target.closest && event.target.closest("[data-stretchy-grip]");
    var strip = grip && grip.closest("[data-stretchy-accessory]");
    var state = strip && byName[strip.getAttribute("data-stretchy-accessory")];
    if (!state || !state.controls["accessory.height"]) return;
    event.preventDefault();
    var startY = event.clientY, start = strip.getBoundingClientRect().height;
    try { grip.setPointerCapture(event.pointerId); } catch (error) { /* synthetic pointers */ }
    function move(e) {
      var height = Math.min(Math.max(Math.round((start + e.clientY - startY) * 2) / 2, 1), 1000);
      state.set("accessory.height", String(height));
    }
    function up() {
      grip.removeEventListener("pointermove", move);
      grip.removeEventListener("pointerup", up);
      grip.removeEventListener("pointercancel", up);
    }
    grip.addEventListener("pointermove", move);
    grip.addEventListener("pointerup", up);
    grip.addEventListener("pointercancel", up);
  });

  document.addEventListener("keydown", function (event) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
    event.preventDefault();
    var panel = document.activeElement && document.activeElement.closest && document.activeElement.closest("[data-stretchy-controls]");
    var targets = panel ? [byName[panel.getAttribute("data-stretchy-controls")]] : states;
    targets.forEach(function (state) { if (state) state.save(); });
  });

  var picker = document.querySelector("[data-studio-open]");
  if (picker) picker.addEventListener("change", function () {
    if (!picker.value) return;
    var names = states.map(function (s) { return s.name; });
    if (names.indexOf(picker.value) < 0) names.push(picker.value);
    var next = new URLSearchParams(location.search);
    next.set("presets", names.join(","));
    location.search = next.toString();
  });

  window.stretchyStudio = {
    presets: states.map(function (s) { return s.name; }),
    save: function (name) { return byName[name].save(); },
    edits: function (name) { return Object.assign({}, byName[name].edits); },
    revision: function (name) { return byName[name].revision; },
    command: function (name) { return byName[name].command.textContent; }
  };
})();
