// The preview page's behaviour: each phone's scroller, header and layers driven by the geometry
// core's maths (motion.js, checked against `stretchy` in Tests/Browser/). The page handles every
// input itself (wheel, pointer drags for mouse, touch and pen, keys) so that pulls, the rubber
// band, deceleration and snapping are the preset's own; a script that sets `scrollTop` is followed
// too. A release runs the core's scroll session (motion.js's ScrollSession): the preset's fling
// (UIKit's or Android's), its snap policy, the rest `stretchy snap` gives. A preset with a pull
// trigger shows it: a dashed line where the content's top must be pulled to, a marker that fills
// with the pull and fires (data-stretchy-triggered on the scroller and header, a
// `stretchy:trigger` event on the scroller, window.stretchy.triggers(NAME)). `window.stretchy` is
// the page's API (setOffset, offset, frame, lastRelease, triggers, play; record and stopRecording
// come from the recorder script, which hears what the scroll does from the `stretchy:phase`
// events each scroller dispatches: drag, release, rest, hold). The phone is a device with a
// status bar (docs/screen.md): a preset with safeArea "included" or "added" runs under it, drawn
// over the header; a preset with an accessory gets its strip (data-stretchy-accessory) with three
// tabs, each a page with its own offset, switched by the rule of docs/screen.md#pages
// (window.stretchy.selectPage).
(function () {
  "use strict";
  var M = window.StretchyMotion;
  var ROWS = 64, ROW_HEIGHT = 64;
  var WHEEL_IDLE_MS = 140;           // a wheel that stops this long counts as a release at rest
  var VELOCITY_WINDOW_MS = 100;      // a release's velocity is measured over its last 100 ms
  var STILL_MS = 60;                 // a finger still this long before lifting releases at 0 pt/s
  var LINE_PX = 16;                  // a wheel "line" (deltaMode 1)
  var TABS = ["Posts", "Replies", "Media"];
  var PAGE_ROWS = [ROWS, ROWS, 3];   // the third page is short: padded to minimumPageHeight
  var body = document.body;
  var documents = JSON.parse(document.getElementById("stretchy-presets").textContent);
  // docs/accessibility.md#in-the-preview-and-the-studio: the toggles' start, Apple's text sizes
  // and, per preset, its reducedMotion variant (merged by stretchy) and a chart per state.
  var accessibilityData = document.getElementById("stretchy-accessibility");
  var accessibility = accessibilityData ? JSON.parse(accessibilityData.textContent)
    : { settings: { reduceMotion: null, textSize: "large", sizes: ["large"], styles: {} }, presets: [] };
  var textSizes = accessibility.settings.sizes, textStyles = accessibility.settings.styles;
  var query = new URLSearchParams(location.search);
  var queryOffset = query.has("offset") && query.get("offset").trim() !== "" ? Number(query.get("offset")) : NaN;
  var settings = {
    reducedMotion: accessibility.settings.reduceMotion === null
      ? matchMedia("(prefers-reduced-motion: reduce)").matches : accessibility.settings.reduceMotion === true,
    textSize: accessibility.settings.textSize,
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
    overlays: true
  };
  var phones = [], byName = Object.create(null), active = [];
  // The device's top safe-area inset: the status bar's height (47 unless --device says otherwise).
  var statusBar = parseFloat(getComputedStyle(body).getPropertyValue("--status-bar")) || 0;
  var screen = { safeAreaTop: statusBar };
  // Counts the window's resizes: a phone measured at another count measures again.
  var windowSize = 0;
  window.addEventListener("resize", function () { windowSize += 1; });

  function px(value) { return Math.round(value * 1000) / 1000 + "px"; }
  function number(value) { return Math.abs(value) < 0.0005 ? "0" : (Math.round(value * 100) / 100).toString(); }

  // H_c (docs/accessibility.md#dynamic-type): the height at rest at text size `size`,
  // max(h, H + k · (size(style, c) / size(style, large) − 1)); H without dynamicType.
  function textHeight(doc, size) {
    var H = doc.maxHeight === undefined ? 350 : doc.maxHeight, h = doc.minHeight === undefined ? 150 : doc.minHeight;
    var type = doc.dynamicType, row = type ? textStyles[type.textStyle || "largeTitle"] : null;
    var at = textSizes.indexOf(size), large = textSizes.indexOf("large");
    if (!row || at < 0 || large < 0) return H;
    return Math.max(h, H + type.scaledHeight * (row[at] / row[large] - 1));
  }

  function Phone(section, doc, access) {
    var self = this;
    this.doc = doc;
    this.access = access || null;
    this.preset = M.normalize(this.shownDoc());
    this.note = section.querySelector("[data-stretchy-a11y]");
    // The chart drawn for the preset itself (at large, without Reduce Motion), kept to come back to.
    var ownSvg = section.querySelector(".chart svg");
    this.ownChart = { svg: ownSvg ? ownSvg.outerHTML : "", plot: section.querySelector(".chart").getAttribute("data-plot") || "" };
    this.section = section;
    this.viewport = section.querySelector(".viewport");
    this.scroller = section.querySelector("[data-stretchy-scroller]");
    this.content = section.querySelector(".content");
    this.header = section.querySelector("[data-stretchy-header]");
    this.heading = section.querySelector("h2");
    this.backdrop = section.querySelector(".backdrop");
    this.readout = section.querySelector(".readout");
    this.scrubber = section.querySelector(".scrubber");
    this.cursor = section.querySelector(".chart .cursor");
    this.threshold = section.querySelector(".overlay.threshold");
    this.triggerLine = section.querySelector(".overlay.trigger");
    this.triggerMarker = section.querySelector(".trigger-marker");
    this.triggered = false;
    this.triggers = { count: 0, last: null };
    this.layers = Object.create(null);
    this.styleCache = new Map();
    this.y = 0;
    this.expectedScrollTop = -1;
    this.quickReturn = this.preset.motion.quickReturn;
    this.tracker = null;
    this.animation = null;
    this.drag = null;
    this.wheelTimer = 0;
    this.lastRelease = null;
    this.frame = null;
    this.page = 0;
    this.saved = [];
    this.strip = null;
    this.stripShown = null;
    this.stripAt = 0;
    this.placeOnScreen();
    this.buildRows();
    this.sizeContent();
    this.buildLayers();
    this.fitTitles();
    this.buildReadout();
    this.buildOverlays();

    this.viewport.addEventListener("wheel", function (e) { self.onWheel(e); }, { passive: false });
    this.viewport.addEventListener("pointerdown", function (e) { self.onPointerDown(e); });
    this.viewport.addEventListener("pointermove", function (e) { self.onPointerMove(e); });
    this.viewport.addEventListener("pointerup", function (e) { self.onPointerUp(e, false); });
    this.viewport.addEventListener("pointercancel", function (e) { self.onPointerUp(e, true); });
    this.viewport.addEventListener("keydown", function (e) { self.onKey(e); });
    this.scroller.addEventListener("scroll", function () { self.onScroll(); });
    this.scrubber.addEventListener("input", function () { self.hold(Number(self.scrubber.value)); });
    section.querySelectorAll("[data-gesture]").forEach(function (button) {
      button.addEventListener("click", function () { self.play(button.getAttribute("data-gesture")); });
    });
  }

  // docs/screen.md#the-safe-area: "included" and "added" run from the screen's top edge, under
  // the status bar drawn over them; an accessory gets its strip, the content above it (the bio)
  // and a slot for it in the content.
  Phone.prototype.placeOnScreen = function () {
    var p = this.preset, phoneEl = this.section.querySelector(".phone");
    phoneEl.classList.toggle("under-status-bar", p.safeArea !== "below");
    if (p.accessory && !this.strip) {
      var self = this, strip = document.createElement("div");
      strip.className = "accessory";
      strip.setAttribute("data-stretchy-accessory", p.name);
      strip.setAttribute("role", "tablist");
      strip.innerHTML = TABS.map(function (label, i) {
        return "<button type=\"button\" role=\"tab\" data-stretchy-tab=\"" + i + "\">" + label + "</button>";
      }).join("") + "<span class=\"grip\" data-stretchy-grip aria-hidden=\"true\"></span>";
      strip.querySelectorAll("[data-stretchy-tab]").forEach(function (tab) {
        tab.addEventListener("click", function () { self.selectPage(Number(tab.getAttribute("data-stretchy-tab"))); });
      });
      this.header.parentNode.insertBefore(strip, this.header);
      var bio = document.createElement("div");
      bio.className = "bio";
      this.content.insertBefore(bio, this.content.firstChild.nextSibling);
      var slot = document.createElement("div");
      slot.className = "strip-slot";
      this.content.insertBefore(slot, bio.nextSibling);
      this.strip = strip;
    } else if (!p.accessory && this.strip) {
      this.strip.remove();
      this.content.querySelector(".bio").remove();
      this.content.querySelector(".strip-slot").remove();
      this.strip = null;
      this.page = 0;
    }
    if (this.strip) {
      var page = this.page;
      this.strip.querySelectorAll("[data-stretchy-tab]").forEach(function (tab, i) {
        tab.setAttribute("aria-selected", String(i === page));
      });
    }
  };

  // The rows of the page shown (one page without an accessory); the spacer above them follows
  // the header's height at rest.
  Phone.prototype.buildRows = function () {
    var html = "", pages = !!this.preset.accessory, count = pages ? PAGE_ROWS[this.page] : ROWS;
    for (var i = 1; i <= count; i++) {
      html += "<li><span>" + (pages ? TABS[this.page] + " " : "Row ") + i + "</span><i style=\"width:" +
        (30 + (i * 37) % 120) + "px\"></i></li>";
    }
    this.section.querySelector(".rows").innerHTML = html;
    this.measureViewport();
  };

  // The scroller's height, read now (a layout when anything changed since the last frame).
  Phone.prototype.measureViewport = function () {
    this.viewportHeight = this.scroller.clientHeight;
    this.measuredFor = windowSize;
  };

  // What the phone's frame depends on: the status bar drawn over the header, a strip.
  Phone.prototype.frameKey = function () {
    return String(this.section.querySelector(".phone").classList.contains("under-status-bar")) + !!this.strip;
  };

  // The content: the header's height at rest, then (with an accessory) the bio and the strip's
  // slot, then the page, padded to minimumPageHeight on the scroller's height.
  Phone.prototype.sizeContent = function () {
    var p = this.preset, expanded = M.expandedHeight(p, screen), above = expanded, rows = ROWS * ROW_HEIGHT;
    this.content.firstChild.style.height = px(expanded);
    if (p.accessory) {
      var pageHeight = Math.max(PAGE_ROWS[this.page] * ROW_HEIGHT,
        M.minimumPageHeight(p, { safeAreaTop: statusBar, viewportHeight: this.viewportHeight }));
      this.content.querySelector(".bio").style.height = px(p.accessory.offset);
      this.content.querySelector(".strip-slot").style.height = px(p.accessory.height);
      this.section.querySelector(".rows").style.minHeight = px(pageHeight);
      this.strip.style.height = px(p.accessory.height);
      above += p.accessory.offset + p.accessory.height;
      rows = pageHeight;
    }
    this.maxScroll = Math.max(0, above + rows - this.viewportHeight);
    var pull = Math.max(100, Math.round(p.maxHeight / 2));
    this.scrubber.min = String(-pull);
    this.scrubber.max = String(Math.max(100, Math.round(p.collapseRange * 1.5 + 50)));
  };

  // background and title are always there; every other track's layer gets an element of its own.
  Phone.prototype.buildLayers = function () {
    var self = this;
    this.header.querySelectorAll("[data-stretchy-layer]").forEach(function (el) {
      self.layers[el.getAttribute("data-stretchy-layer")] = el;
    });
    this.preset.tracks.forEach(function (track) {
      if (self.layers[track.layer]) return;
      var el = document.createElement("div"), name = track.layer;
      // Conventional layers look the part; any other is a labelled stand-in.
      var look = name === "scrim" ? "scrim" : name === "avatar" ? "avatar"
        : name === "large-title" ? "large-title" : /title/.test(name) ? "small-title" : "extra";
      el.className = "layer " + look;
      el.setAttribute("data-stretchy-layer", name);
      el.textContent = look === "large-title" ? self.preset.name : look === "small-title" ? self.preset.name
        : look === "extra" ? name : "";
      self.header.appendChild(el);
      self.layers[name] = el;
    });
    // With a large title beside it, "title" is the bar's small title, as on iOS and Material.
    if (this.layers["large-title"]) this.layers.title.classList.add("bar-title");
    this.placeBar();
  };

  // The bar's small title sits 10 px into the bar that stays on screen collapsed: the top of a
  // header that shrinks, but the bottom minHeight of one that scrolls up (collapse "scroll"),
  // whose top part has left the screen (scaling-header-profile's name row).
  Phone.prototype.placeBar = function () {
    var p = this.preset, layers = this.layers;
    var inset = p.safeArea === "below" ? 0 : statusBar;
    var top = p.collapse === "scroll" ? px(Math.max(p.collapseRange, 0) + inset + 10) : inset ? px(inset + 10) : "";
    Object.keys(layers).forEach(function (name) {
      var el = layers[name];
      if (el.classList.contains("small-title") || el.classList.contains("bar-title")) el.style.top = top;
    });
  };

  // The preset's name in full, never cut with an ellipsis: each title layer (and the section's
  // heading) gets the largest font size, down to 10 px, at which the name fits its width at
  // the largest scale its tracks give it.
  Phone.prototype.fitTitles = function () {
    var self = this, header = this.header.getBoundingClientRect();
    function fit(el, scale) {
      var style = getComputedStyle(el), size = parseFloat(style.fontSize);
      var room = style.textAlign === "center" ? el.clientWidth
        : header.width - 2 * (el.getBoundingClientRect().left - header.left);
      if (el === self.heading) room = el.clientWidth;
      while (size > 10 && el.scrollWidth * scale > room + 0.5) {
        size -= 1;
        el.style.fontSize = size + "px";
      }
    }
    Object.keys(this.layers).forEach(function (name) {
      var el = self.layers[name];
      if (!/title/.test(el.className)) return;
      var scale = 1;
      self.preset.tracks.forEach(function (track) {
        if (track.layer !== name || track.property !== "scale") return;
        track.keyframes.forEach(function (k) { scale = Math.max(scale, k.value); });
      });
      fit(el, scale);
    });
    if (this.heading) fit(this.heading, 1);
  };

  Phone.prototype.buildOverlays = function () {
    var p = this.preset, plot = (this.section.querySelector(".chart").getAttribute("data-plot") || "").split(",").map(Number);
    this.threshold.hidden = !(p.shadow && p.shadow.threshold > 0);
    if (p.shadow && p.shadow.threshold > 0) {
      this.threshold.style.top = px(p.shadow.threshold);
      this.threshold.setAttribute("data-label", "shadow below " + number(p.shadow.threshold));
    }
    if (p.pullTrigger !== null) {
      // The content's top (maxHeight down, moved by the pull) reaches this line as the pull
      // reaches the trigger.
      this.triggerLine.style.top = px(p.maxHeight + p.pullTrigger);
      this.triggerLine.setAttribute("data-label", "pullTrigger " + number(p.pullTrigger));
      this.scroller.setAttribute("data-stretchy-triggered", "false");
      this.header.setAttribute("data-stretchy-triggered", "false");
      this.scroller.setAttribute("data-stretchy-trigger-count", "0");
      var pullButton = this.section.querySelector('[data-gesture="pull"]');
      if (pullButton) pullButton.hidden = false;
    }
    this.plot = plot.length === 6 && plot.every(Number.isFinite) ? plot : null;
    if (this.plot) {
      // The SVG may be drawn narrower than its own size (several presets on a small phone). Its
      // drawn width is measured once per width of its own: measuring lays the page out.
      var svg = this.section.querySelector(".chart svg"), scale = 1;
      var own = svg && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0;
      if (own > 0) {
        if (this.chartScale && this.chartScale.own === own) scale = this.chartScale.scale;
        else {
          scale = svg.getBoundingClientRect().width / own || 1;
          this.chartScale = { own: own, scale: scale };
        }
      }
      this.plot = [plot[0] * scale, plot[1] * scale, plot[2] * scale, plot[3] * scale, plot[4], plot[5]];
      this.cursor.hidden = false;
      this.cursor.style.top = px(this.plot[2]);
      this.cursor.style.height = px(this.plot[3] - this.plot[2]);
    } else {
      this.cursor.hidden = true;
    }
  };

  Phone.prototype.buildReadout = function () {
    var dpr = window.devicePixelRatio || 1;
    this.readout.width = 300 * dpr;
    this.readout.height = 92 * dpr;
    this.context = this.readout.getContext("2d");
    this.context.scale(dpr, dpr);
  };

  // Tells the trace recorder what the scroll does, as it happens (before it moves on).
  Phone.prototype.phase = function (phase, release) {
    var detail = { phase: phase };
    if (release) { detail.offset = release.offset; detail.velocity = release.velocity; }
    this.scroller.dispatchEvent(new CustomEvent("stretchy:phase", { detail: detail }));
  };

  // The preset as the toggles show it: its reducedMotion variant with Reduce Motion on, at the
  // text size's H_c.
  Phone.prototype.shownDoc = function () {
    var variant = this.access && this.access.variant;
    var doc = settings.reducedMotion && variant ? variant : this.doc;
    var H = textHeight(doc, settings.textSize);
    if (H !== (doc.maxHeight === undefined ? 350 : doc.maxHeight)) doc = Object.assign({}, doc, { maxHeight: H });
    return doc;
  };

  // The chart of the state the toggles are in, drawn by stretchy; null when none came with the
  // data. Index -2: the studio sent only the charts of the state its page was in, and draws this
  // one when asked (a `stretchy:chart` event naming the preset).
  Phone.prototype.shownChart = function () {
    var a = this.access, at = textSizes.indexOf(settings.textSize);
    if (!a || !a.chartAt || at < 0) return null;
    var index = a.chartAt[settings.reducedMotion ? "reduced" : "plain"][at];
    if (index === -2) {
      document.dispatchEvent(new CustomEvent("stretchy:chart", { detail: this.doc.name }));
      return null;
    }
    return index === -1 ? this.ownChart : a.charts[index] || null;
  };

  // What the toggles do to this preset, in words: nothing is said with both at their defaults.
  Phone.prototype.describeToggles = function () {
    if (!this.note) return;
    var words = [], variant = this.access && this.access.variant;
    if (settings.reducedMotion) words.push(variant ? "Reduce Motion: reducedMotion applied" : "no reducedMotion: unchanged");
    if (settings.textSize !== "large") {
      var base = settings.reducedMotion && variant ? variant : this.doc;
      words.push(base.dynamicType
        ? "text size " + settings.textSize + ": maxHeight " + number(base.maxHeight === undefined ? 350 : base.maxHeight) +
          " → " + number(this.preset.maxHeight)
        : "no dynamicType: unchanged at " + settings.textSize);
    }
    this.note.textContent = words.join("; ");
    this.note.hidden = words.length === 0;
  };

  // The toggles changed: the preset as they show it, its chart, at the current offset.
  Phone.prototype.applyToggles = function () {
    this.show(this.shownDoc(), this.shownChart());
    this.describeToggles();
  };

  // A changed preset (the studio's controls), with what the toggles need of it (`access`: its
  // variant and charts; kept from before when not given, as for a drag's local change).
  Phone.prototype.update = function (doc, chart, access) {
    this.doc = doc;
    if (access) this.access = access;
    if (chart) this.ownChart = chart;
    var toggled = settings.reducedMotion || settings.textSize !== "large";
    this.show(this.shownDoc(), toggled ? (access ? this.shownChart() : null) : chart);
    this.describeToggles();
  };

  // A changed preset (the studio's controls), shown again at the current offset at once. Only
  // what the change touches is rebuilt: the layers when the tracks' layers differ, the titles'
  // fit when a title's largest scale does, the chart when one comes with it; the rest is the
  // next render's style writes.
  Phone.prototype.show = function (doc, chart) {
    var self = this, before = this.preset;
    this.stop();
    this.preset = M.normalize(doc);
    this.quickReturn = this.preset.motion.quickReturn;
    var frame = this.frameKey();
    this.placeOnScreen();
    // The scroller's height changes only with the phone's frame (the status bar over it, the
    // strip) or the window; reading it otherwise would lay the whole page out again in the
    // middle of a drag's move, before the move's own writes are drawn.
    if (frame !== this.frameKey() || this.measuredFor !== windowSize) this.measureViewport();
    this.sizeContent();
    if (layerNames(before) !== layerNames(this.preset)) {
      Object.keys(this.layers).forEach(function (name) {
        var el = self.layers[name];
        if (name === "background" || name === "title") {
          el.classList.remove("bar-title");
          el.removeAttribute("style");  // a removed track's style must not stay behind
        } else {
          el.remove();
        }
      });
      this.layers = Object.create(null);
      this.styleCache = new Map();
      this.buildLayers();
      this.fitTitles();
    } else {
      this.placeBar();
      if (titleScales(before) !== titleScales(this.preset)) {
        Object.keys(this.layers).forEach(function (name) {
          if (/title/.test(self.layers[name].className)) self.layers[name].style.fontSize = "";
        });
        this.fitTitles();
      }
    }
    if (chart) {
      // Only the drawing is replaced: the cursor and what the studio lays over the chart stay.
      var figure = this.section.querySelector(".chart"), old = figure.querySelector("svg");
      figure.setAttribute("data-plot", chart.plot || "");
      if (old) old.remove();
      figure.insertAdjacentHTML("afterbegin", chart.svg || "");
    }
    this.buildOverlays();
    this.hold(this.y, true);
  };

  // {LAYER: "X% Y%"} for each scale track with an anchor; cached on the normalized preset.
  function anchorsOf(p) {
    if (!p.anchors) {
      p.anchors = Object.create(null);
      p.tracks.forEach(function (t) {
        if (t.property === "scale" && t.anchor) p.anchors[t.layer] = t.anchor[0] * 100 + "% " + t.anchor[1] * 100 + "%";
      });
    }
    return p.anchors;
  }

  function layerNames(p) {
    return p.tracks.map(function (t) { return t.layer; }).sort().join("\n");
  }

  function titleScales(p) {
    return p.tracks.filter(function (t) { return /title/.test(t.layer) && t.property === "scale"; })
      .map(function (t) { return t.layer + ":" + Math.max.apply(null, t.keyframes.map(function (k) { return k.value; })); })
      .sort().join(",");
  }

  Phone.prototype.setStyle = function (el, property, value) {
    var key = el === this.header ? "h" + property : property, cache = this.styleCache.get(el);
    if (!cache) { cache = {}; this.styleCache.set(el, cache); }
    if (cache[key] === value) return;
    cache[key] = value;
    el.style[property] = value;
  };

  // Shows offset `y`: the scroller's scrollTop (a pull moves the content instead), the header's
  // frame, its layers, the background's parallax, the readout and the chart's cursor. `inPlace`:
  // the scroller is known to be at `y` already (the studio's change of a preset at the same
  // offset), so it is not read, which would lay the changed page out in the middle of the input.
  Phone.prototype.render = function (y, inPlace) {
    var p = this.preset;
    y = Math.min(Number.isFinite(y) ? y : 0, this.maxScroll);
    var top = Math.max(y, 0);
    if (!(inPlace && y === this.y && top === this.expectedScrollTop)) {
      if (this.scroller.scrollTop !== top) this.scroller.scrollTop = top;
      this.expectedScrollTop = this.scroller.scrollTop;
    }
    this.y = y;
    this.setStyle(this.content, "transform", y < 0 ? "translateY(" + px(-y) + ")" : "none");
    var f = this.tracker ? this.tracker.scroll(y) : M.frame(p, y, screen);
    if (this.stripShown !== null && p.accessory && p.accessory.behavior === "quickReturn") {
      // Quick return applied to the strip, as the core's scroll session does.
      var delta = Math.max(y, 0) - Math.max(this.stripAt, 0);
      this.stripAt = y;
      this.stripShown = Math.min(Math.max(this.stripShown - delta, 0), p.accessory.height);
      f.accessoryTop = Math.max(f.accessoryTop, f.height + f.translation - p.accessory.height + this.stripShown);
    }
    this.frame = f;
    if (this.strip) {
      this.setStyle(this.strip, "transform", "translateY(" + px(f.accessoryTop) + ")");
      this.strip.classList.toggle("pinned", f.pinned === true);
    }
    this.setStyle(this.header, "height", px(f.height));
    this.setStyle(this.header, "transform", "translateY(" + px(f.translation) + ")");
    this.setStyle(this.header, "boxShadow", f.shadowRadius > 0
      ? "0 " + px(f.shadowRadius / 2) + " " + px(f.shadowRadius * 2) + " rgba(0,0,0,.45)" : "none");
    this.setStyle(this.backdrop, "transform", "translateY(" + px(M.backgroundOffset(p, f, p.motion.parallax)) + ")");
    var values = M.layers(p, f), anchors = anchorsOf(p);
    for (var name in values) {
      var el = this.layers[name], v = values[name];
      if (!el) continue;
      // A scale track's anchor (docs/screen.md#tracks-that-follow-the-screen): the point it scales about.
      this.setStyle(el, "transformOrigin", anchors[name] || "");
      var scale = v.scale === undefined ? 1 : v.scale;
      var tx = v.translateX || 0, ty = v.translateY || 0;
      this.setStyle(el, "opacity", String(v.opacity === undefined ? 1 : v.opacity));
      this.setStyle(el, "transform", "translate(" + px(tx) + ", " + px(ty) + ") scale(" + scale + ")");
      this.setStyle(el, "filter", v.blur ? "blur(" + px(v.blur) + ")" : "none");
    }
    if (p.pullTrigger !== null) this.showTrigger(f, y);
    if (this.plot) {
      var plot = this.plot, x = plot[0] + (y - plot[4]) / (plot[5] - plot[4]) * (plot[1] - plot[0]);
      this.setStyle(this.cursor, "transform", "translateX(" + px(Math.min(Math.max(x, plot[0]), plot[1]) - 1) + ")");
    }
    this.drawReadout(f);
  };

  // The pull trigger (docs/format.md#pull-trigger): the marker fills with the pull, and fires as
  // the pull reaches the trigger coming from above it (once per crossing, as the core's session's
  // triggerFired), however the offset got there (a drag, playback, setOffset, the scrubber).
  Phone.prototype.showTrigger = function (f, y) {
    var p = this.preset, pull = Math.max(0, -y), marker = this.triggerMarker;
    var triggered = f.triggered === true;
    this.triggerLine.hidden = !(y < 0);
    marker.hidden = !(pull > 0) && !marker.classList.contains("firing");
    var share = String(Math.round(Math.min(1, pull / p.pullTrigger) * 1000) / 1000);
    if (marker.style.getPropertyValue("--pull-share") !== share) marker.style.setProperty("--pull-share", share);
    marker.classList.toggle("triggered", triggered);
    if (triggered === this.triggered) return;
    this.triggered = triggered;
    var value = triggered ? "true" : "false";
    this.scroller.setAttribute("data-stretchy-triggered", value);
    this.header.setAttribute("data-stretchy-triggered", value);
    if (!triggered) return;
    var self = this;
    this.triggers.count += 1;
    this.triggers.last = { offset: y, pull: pull, time: performance.now() };
    this.scroller.setAttribute("data-stretchy-trigger-count", String(this.triggers.count));
    // Restart the firing animation (it outlives the pull by a moment, as a refresh would).
    marker.classList.remove("firing");
    void marker.offsetWidth;
    marker.classList.add("firing");
    marker.hidden = false;
    clearTimeout(this.firingTimer);
    this.firingTimer = setTimeout(function () {
      marker.classList.remove("firing");
      if (!(self.y < 0)) marker.hidden = true;
    }, 1200);
    this.scroller.dispatchEvent(new CustomEvent("stretchy:trigger", { bubbles: true, detail: {
      name: p.name, offset: y, pull: pull, pullTrigger: p.pullTrigger, count: this.triggers.count } }));
  };

  Phone.prototype.drawReadout = function (f) {
    var c = this.context, p = this.preset, dark = settings.dark;
    c.clearRect(0, 0, 300, 92);
    c.font = "12px ui-monospace, Menlo, monospace";
    c.fillStyle = dark ? "#f2f2f7" : "#1c1c1e";
    c.fillText("offset " + number(this.y) + "   progress " + number(f.progress), 10, 18);
    c.fillText("height " + number(f.height) + "   translation " + number(f.translation), 10, 36);
    c.fillText("shadow " + number(f.shadowRadius) + "   gap " + number(f.contentTop - f.height - f.translation) +
      (p.pullTrigger === null ? "" : "   trigger " + (f.triggered ? "fired" : "–")), 10, 54);
    // A ruler of the scrubber's range: snap offsets (blue), the collapse end (grey), the offset (red).
    var lo = Number(this.scrubber.min), hi = Number(this.scrubber.max);
    var at = function (v) { return 10 + (Math.min(Math.max(v, lo), hi) - lo) / (hi - lo) * 280; };
    c.fillStyle = dark ? "#38383a" : "#d8d8dc";
    c.fillRect(10, 74, 280, 2);
    c.fillRect(at(0) - 0.5, 68, 1, 14);
    c.fillRect(at(p.collapseRange) - 0.5, 68, 1, 14);
    if (settings.overlays) {
      c.fillStyle = "#0a84ff";
      p.snapOffsets.forEach(function (s) { c.fillRect(at(s) - 1, 66, 2, 18); });
    }
    c.fillStyle = "#ff3b30";
    c.beginPath();
    c.arc(at(this.y), 75, 4, 0, 2 * Math.PI);
    c.fill();
  };

  Phone.prototype.stop = function () {
    if (this.animation) {
      this.animation = null;
      var i = active.indexOf(this);
      if (i >= 0) active.splice(i, 1);
    }
    if (this.wheelTimer) { clearTimeout(this.wheelTimer); this.wheelTimer = 0; }
    if (this.trackerOverride) { this.trackerOverride = false; this.resetTracker(this.y); }
    this.afterAnimation = null;
    if (this.resolve) { var r = this.resolve; this.resolve = null; r(); }
  };

  Phone.prototype.resetTracker = function (y) {
    var p = this.preset;
    this.tracker = this.quickReturn ? new M.QuickReturnTracker(p, y, undefined, screen) : null;
    this.stripShown = p.accessory && p.accessory.behavior === "quickReturn"
      ? Math.max(0, p.accessory.height - Math.max(y, 0)) : null;
    this.stripAt = y;
  };

  // docs/screen.md#pages: the page at `index` shows at switchOffset of the current offset and its
  // saved one; the header and a quick-return strip stay as they were.
  Phone.prototype.selectPage = function (index) {
    var p = this.preset;
    if (!p.accessory) throw new Error("\"" + p.name + "\" has no accessory, so no pages");
    if (!(index >= 0 && index < TABS.length) || Math.floor(index) !== index) throw new Error("no page " + index);
    this.stop();
    this.drag = null;
    var from = Math.max(this.y, 0), shown = this.tracker ? this.tracker.shown : null, strip = this.stripShown;
    this.saved[this.page] = from;
    var y = M.switchOffset(p, from, this.saved[index] === undefined ? p.initialOffset : this.saved[index]);
    this.page = index;
    this.placeOnScreen();
    this.buildRows();
    this.sizeContent();
    y = Math.min(y, this.maxScroll);
    this.tracker = this.quickReturn ? new M.QuickReturnTracker(p, y, shown, screen) : null;
    this.stripShown = strip;
    this.stripAt = y;
    this.render(y);
    this.syncScrubber();
    this.phase("hold");
  };

  // setOffset: the frame at `y` (a pull included), held until the next input. An offset past
  // the end of the content is the end itself: a quick-return tracker starts there, so the
  // clamp does not count as a scroll back toward the top.
  Phone.prototype.hold = function (y, inPlace) {
    this.stop();
    this.drag = null;
    y = Math.min(Number.isFinite(y) ? y : 0, this.maxScroll);
    this.resetTracker(y);
    this.render(y, inPlace);
    this.syncScrubber();
    this.phase("hold");
  };

  Phone.prototype.syncScrubber = function () {
    if (document.activeElement !== this.scrubber) this.scrubber.value = String(this.y);
  };

  // At rest after a motion: the offset is what the scroller shows.
  Phone.prototype.atRest = function () {
    if (this.y >= 0) this.render(this.scroller.scrollTop);
    this.syncScrubber();
    this.phase("rest");
    if (this.resolve) { var r = this.resolve; this.resolve = null; r(); }
  };

  Phone.prototype.animate = function (step) {
    this.animation = { step: step, start: null };
    if (active.indexOf(this) < 0) active.push(this);
    requestTick();
  };

  // The finger lifts at the current offset moving at `velocity` pt/s (> 0 into the content): the
  // core's scroll session plans the release (the preset's fling and snap policy) and gives each
  // frame until it rests; the page keeps its own quick-return tracker, which saw the drag.
  Phone.prototype.release = function (velocity) {
    var self = this, y = this.y;
    var session = new M.ScrollSession(this.preset, { offset: y, quickReturn: false });
    var decision = session.release(velocity, 0);
    this.lastRelease = { offset: y, velocity: velocity, rest: decision.rest, projected: decision.projected,
                         snappedTo: decision.snappedTo, rule: decision.rule };
    this.phase("release", this.lastRelease);
    if (settings.reducedMotion) {
      this.render(decision.rest);
      this.atRest();
      return;
    }
    this.animate(function (t) {
      var f = t >= M.maxDuration ? session.finish(t) : session.advance(t);
      self.render(f.offset);
      return session.phase === "idle" || (f.offset >= self.maxScroll && t > 0);
    });
  };

  Phone.prototype.scrollBy = function (delta) {
    this.stop();
    this.render(Math.max(0, Math.max(this.y, 0) + delta));
    var self = this;
    this.wheelTimer = setTimeout(function () { self.wheelTimer = 0; self.release(0); }, WHEEL_IDLE_MS);
  };

  Phone.prototype.onWheel = function (e) {
    e.preventDefault();
    if (this.drag) return;
    var unit = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? this.scroller.clientHeight : 1;
    this.scrollBy(e.deltaY * unit);
  };

  Phone.prototype.onKey = function (e) {
    var page = this.scroller.clientHeight - 60, deltas = {
      ArrowDown: 40, ArrowUp: -40, PageDown: page, PageUp: -page, " ": e.shiftKey ? -page : page
    };
    if (e.key === "Home") { e.preventDefault(); this.scrollBy(-Math.max(this.y, 0)); return; }
    if (e.key === "End") { e.preventDefault(); this.scrollBy(this.maxScroll - Math.max(this.y, 0)); return; }
    if (deltas[e.key] === undefined) return;
    e.preventDefault();
    this.scrollBy(deltas[e.key]);
  };

  Phone.prototype.onPointerDown = function (e) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if (this.drag) return;
    if (e.target.closest && e.target.closest("[data-stretchy-tab], [data-stretchy-grip]")) return;  // a tab, the studio's grip
    this.stop();
    this.viewport.focus({ preventScroll: true });
    try { this.viewport.setPointerCapture(e.pointerId); } catch (error) { /* synthetic pointers */ }
    this.drag = { id: e.pointerId, startY: e.clientY, travel: M.travelForOffset(this.preset, this.y),
                  samples: [{ t: e.timeStamp, y: this.y }] };
    this.phase("drag");
  };

  Phone.prototype.onPointerMove = function (e) {
    var drag = this.drag;
    if (!drag || e.pointerId !== drag.id) return;
    var events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    if (!events.length) events = [e];
    for (var i = 0; i < events.length; i++) {
      var y = M.offsetForTravel(this.preset, drag.travel + (drag.startY - events[i].clientY));
      drag.samples.push({ t: events[i].timeStamp || e.timeStamp, y: Math.min(y, this.maxScroll) });
    }
    while (drag.samples.length > 2 && drag.samples[0].t < e.timeStamp - 2 * VELOCITY_WINDOW_MS) drag.samples.shift();
    this.render(drag.samples[drag.samples.length - 1].y);
  };

  // The velocity over the last VELOCITY_WINDOW_MS of the drag; 0 when the finger had stopped.
  Phone.prototype.releaseVelocity = function (time) {
    var samples = this.drag.samples, last = samples[samples.length - 1];
    if (time - last.t > STILL_MS) return 0;
    var first = last;
    for (var i = samples.length - 1; i >= 0 && last.t - samples[i].t <= VELOCITY_WINDOW_MS; i--) first = samples[i];
    var dt = last.t - first.t;
    return dt > 0 ? (last.y - first.y) / dt * 1000 : 0;
  };

  Phone.prototype.onPointerUp = function (e, cancelled) {
    if (!this.drag || e.pointerId !== this.drag.id) return;
    var velocity = cancelled ? 0 : this.releaseVelocity(e.timeStamp);
    this.drag = null;
    this.release(velocity);
  };

  // A script (or the browser) moved the scroller: follow it, as a jump to that offset.
  Phone.prototype.onScroll = function () {
    var top = this.scroller.scrollTop;
    if (Math.abs(top - this.expectedScrollTop) < 0.5) return;
    this.stop();
    this.drag = null;
    this.resetTracker(top);
    this.render(top);
    this.syncScrubber();
    this.phase("hold");
  };

  // Playback of a gesture, frame by frame, from the ported simulation.
  Phone.prototype.play = function (gesture) {
    var self = this, p = this.preset, start = this.y, E = Math.max(p.collapseRange, 0);
    if (gesture === "reset") { this.hold(p.initialOffset); return Promise.resolve(); }
    // Each gesture: where it starts, how far the finger drags, how fast it lifts (pt/s).
    var from = Math.max(start, 0);
    var gestures = { drag: [from, -160, 0], fling: [start, 60, 1800], "fling-back": [start, -60, -2400] };
    if (p.pullTrigger !== null) {
      // Pull a third past the trigger (as far as the rubber band lets the finger get), then let go.
      var pull = Math.min(p.pullTrigger * 4 / 3, p.motion.viewportHeight * 0.95);
      gestures.pull = [from, -(from + M.bandTravel(p, pull)), 0];
    }
    var frames, quick = this.quickReturn, played = gestures[gesture];
    if (played) frames = M.simulate(p, played[0], played[1], played[2]);
    else if (gesture === "quick-return") { frames = quickReturnTrace(p, E); quick = true; }
    else return Promise.reject(new Error("unknown gesture " + gesture));
    this.stop();
    this.drag = null;
    this.phase("hold");
    this.tracker = quick ? new M.QuickReturnTracker(p, frames[0].offset) : null;
    this.trackerOverride = quick !== this.quickReturn;
    if (played) {
      // The finger lifts at the end of the drag (as simulate drags it), at the gesture's speed.
      var lift = played[1] === 0 ? played[0] : M.offsetForTravel(p, M.travelForOffset(p, played[0]) + played[1]);
      var decision = new M.ScrollSession(p, { offset: lift, quickReturn: false }).release(played[2], 0);
      this.lastRelease = { offset: lift, velocity: played[2], rest: decision.rest, projected: decision.projected,
                           snappedTo: decision.snappedTo, rule: decision.rule };
    }
    var promise = new Promise(function (resolve) { self.resolve = resolve; });
    if (settings.reducedMotion) {
      this.render(frames[frames.length - 1].offset);
      this.finishPlayback();
      return promise;
    }
    var duration = frames[frames.length - 1].time;
    this.animate(function (t) {
      var index = Math.min(frames.length - 1, Math.floor(t / duration * (frames.length - 1) + 1e-9));
      if (!(duration > 0)) index = frames.length - 1;
      self.render(frames[index].offset);
      return index === frames.length - 1;
    });
    this.afterAnimation = function () { self.finishPlayback(); };
    return promise;
  };

  Phone.prototype.finishPlayback = function () {
    if (this.trackerOverride) { this.trackerOverride = false; this.tracker = this.quickReturn ? this.tracker : null; }
    this.atRest();
  };

  // Into the content, a little back (a quick-return header reappears), further in, then home.
  function quickReturnTrace(p, E) {
    var deep = Math.max(2 * E, 300), legs = [[0, deep, 0.9], [deep, deep - 0.7 * E - 40, 0.6],
      [deep - 0.7 * E - 40, deep + E, 0.6], [deep + E, 0, 1.1]];
    var frames = [], rate = 60, time = 0;
    legs.forEach(function (leg) {
      var n = Math.round(leg[2] * rate);
      for (var i = frames.length ? 1 : 0; i <= n; i++) {
        var s = i / n, eased = s * s * (3 - 2 * s);
        frames.push({ offset: leg[0] + (leg[1] - leg[0]) * eased, time: time + i / rate });
      }
      time += leg[2];
    });
    return frames;
  }

  // One animation loop for every phone that is moving.
  var ticking = false;
  function requestTick() {
    if (ticking) return;
    ticking = true;
    requestAnimationFrame(tick);
  }
  function tick(now) {
    ticking = false;
    active.slice().forEach(function (phone) {
      var animation = phone.animation;
      if (!animation) return;
      if (animation.start === null) animation.start = now;
      if (animation.step((now - animation.start) / 1000)) {
        phone.animation = null;
        active.splice(active.indexOf(phone), 1);
        var after = phone.afterAnimation;
        phone.afterAnimation = null;
        if (after) after(); else phone.atRest();
      }
    });
    if (active.length) requestTick();
  }

  function applySettings() {
    body.classList.toggle("dark", settings.dark);
    body.classList.toggle("no-overlays", !settings.overlays);
    document.querySelectorAll("[data-toggle]").forEach(function (input) {
      if (input.type === "checkbox") {
        input.checked = settings[{ "reduced-motion": "reducedMotion", dark: "dark", overlays: "overlays" }[input.getAttribute("data-toggle")]];
      } else if (input.getAttribute("data-toggle") === "text-size") {
        input.value = settings.textSize;
      }
    });
    phones.forEach(function (phone) { if (phone.frame) phone.drawReadout(phone.frame); });
  }
  document.querySelectorAll("[data-toggle]").forEach(function (input) {
    input.addEventListener("change", function () {
      var toggle = input.getAttribute("data-toggle");
      if (toggle === "text-size") {
        if (textSizes.indexOf(input.value) < 0) return;
        settings.textSize = input.value;
      } else {
        settings[{ "reduced-motion": "reducedMotion", dark: "dark", overlays: "overlays" }[toggle]] = input.checked;
      }
      if (toggle === "text-size" || toggle === "reduced-motion") phones.forEach(function (phone) { phone.applyToggles(); });
      applySettings();
    });
  });

  document.querySelectorAll("section.preset").forEach(function (section, index) {
    var phone = new Phone(section, documents[index], accessibility.presets[index]);
    phones.push(phone);
    byName[phone.preset.name] = phone;
  });
  applySettings();
  phones.forEach(function (phone) {
    // The page's chart is the preset's own at large; another state starts with its own.
    var chart = phone.shownChart();
    if (settings.reducedMotion || settings.textSize !== "large") phone.show(phone.shownDoc(), chart);
    phone.describeToggles();
  });
  phones.forEach(function (phone) {
    phone.hold(Number.isFinite(queryOffset) ? queryOffset : phone.preset.initialOffset);
  });

  function phone(name) {
    var found = byName[name];
    if (!found) throw new Error("no preset named \"" + name + "\" on this page");
    return found;
  }
  window.stretchy = {
    presets: phones.map(function (p) { return p.preset.name; }),
    setOffset: function (name, y) { phone(name).hold(Number(y)); },
    selectPage: function (name, index) { phone(name).selectPage(Number(index)); },
    page: function (name) { return phone(name).page; },
    screen: function () { return Object.assign({}, screen); },
    offset: function (name) { return phone(name).y; },
    frame: function (name) { return Object.assign({}, phone(name).frame); },
    layers: function (name) { var p = phone(name); return M.layers(p.preset, p.frame); },
    lastRelease: function (name) { var r = phone(name).lastRelease; return r && Object.assign({}, r); },
    triggers: function (name) {
      var t = phone(name).triggers;
      return { count: t.count, last: t.last && Object.assign({}, t.last), pullTrigger: phone(name).preset.pullTrigger };
    },
    isMoving: function (name) { var p = phone(name); return !!(p.animation || p.drag || p.wheelTimer); },
    play: function (name, gesture) { return phone(name).play(gesture); },
    update: function (name, doc, chart, access) { phone(name).update(doc, chart, access); },
    // The toggles (docs/accessibility.md#in-the-preview-and-the-studio): the preset as shown.
    shown: function (name) { return JSON.parse(JSON.stringify(phone(name).shownDoc())); },
    // The chart's plot area as drawn: [left, right, top, bottom] in the figure's pixels, and the
    // offsets at its left and right edges; null when the chart has none.
    plot: function (name) { var p = phone(name).plot; return p ? p.slice() : null; },
    settings: settings,
    motion: M,
    phaseEvents: true
  };
  performance.mark("stretchy-ready");
  requestAnimationFrame(function () { performance.mark("stretchy-first-frame"); });
})();
