#!/usr/bin/env node
// Checks the preview page's JavaScript port of the geometry core (Sources/PresetPreview/Templates/
// motion.js) against the real `stretchy` binary: frames at thousands of offsets (`eval`), rests
// of thousands of releases (`snap`: rest, projected and snappedTo) and whole gestures (`simulate`,
// `simulate --trace`, the frames' `triggered` and when the pull first reaches the trigger), for
// every built-in preset and a seeded set of generated ones (random collapse, damping, shadow,
// snapping and its policy, motion keys with UIKit's or Android's fling, a pull trigger, tracks,
// and the screen of docs/screen.md: safeArea, an accessory, offset-keyed tracks, scale anchors;
// their frames on a device (`eval --device`, `simulate --device`) and page switches (`snap --page-switch`)).
// Every expected value is what `stretchy` prints; the port is never its own reference.
//
// usage: node motion_port_check.js STRETCHY_BINARY [--seed N] [--generated N]
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const M = require(path.join(__dirname, "../../Sources/PresetPreview/Templates/motion.js"));

const args = process.argv.slice(2);
const binary = args[0];
if (!binary) {
  console.error("usage: node motion_port_check.js STRETCHY_BINARY [--seed N] [--generated N]");
  process.exit(64);
}
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
let seed = option("--seed", 18);
const generatedCount = option("--generated", 24);

// mulberry32: a small seeded generator, so a failure can be repeated with --seed.
function random() {
  seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const round = (x, step) => Math.round(x / step) * step;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "stretchy-port-"));
const db = path.join(folder, "presets.sqlite");
const run = (...command) =>
  JSON.parse(execFileSync(binary, ["--db", db, ...command], { encoding: "utf8", maxBuffer: 1 << 28 }));

function generatedPreset(index) {
  const max = round(40 + random() * 460, 1);
  const min = random() < 0.15 ? 0 : random() < 0.1 ? max : round(random() * max, 0.5);
  const preset = {
    name: `generated-${index}`,
    minHeight: min,
    maxHeight: max,
    collapse: pick(["shrink", "scroll"]),
    damping: pick([0, 0.5, 1, round(random(), 0.01)]),
    shadow: random() < 0.5 ? { threshold: round(random() * max * 1.2, 1), radius: round(random() * 20, 1) } : null,
    snap: { mode: pick(["disabled", "immediately", "afterFinishAccelerating"]), positions: [], initialPosition: 0 },
  };
  if (random() < 0.6) {
    const positions = new Set();
    const count = 1 + Math.floor(random() * 5);
    for (let i = 0; i < count; i++) positions.add(pick([0, 1, round(random(), 0.05)]));
    preset.snap.positions = [...positions].sort((a, b) => a - b);
  }
  preset.snap.initialPosition = pick([0, 0, 0.5, 1, round(random(), 0.1)]);
  if (random() < 0.5) preset.snap.policy = "direction";
  if (random() < 0.4) preset.pullTrigger = pick([100, 1, round(1 + random() * 300, 0.5)]);
  if (random() < 0.7) {
    preset.motion = {
      frameRate: pick([60, 120, 90, 30]),
      decelerationRate: pick(["normal", "fast", round(0.5 + random() * 0.499, 0.001)]),
      viewportHeight: pick([844, 667, round(100 + random() * 1500, 1)]),
      rubberBandConstant: pick([0.55, round(0.05 + random() * 0.95, 0.01)]),
      spring: { response: pick([0.3, round(0.05 + random() * 0.9, 0.01)]),
                dampingRatio: pick([1, round(0.2 + random() * 0.79, 0.01), round(1.01 + random() * 0.99, 0.01)]) },
      parallax: pick([0, 0.25, 0.5, round(random(), 0.01)]),
      quickReturn: random() < 0.3,
    };
  }
  if (random() < 0.45) preset.motion = Object.assign(preset.motion || {}, { fling: "android" });
  if (random() < 0.5) preset.tracks = generatedTracks();
  // The screen (docs/screen.md): drawn last, so the presets before these keys stay as they were.
  if (random() < 0.35) preset.safeArea = pick(["included", "added", "added"]);
  if (random() < 0.4) {
    preset.accessory = { height: pick([48, 1, round(1 + random() * 300, 0.5)]), offset: pick([0, 150, round(random() * 400, 1)]),
                         behavior: pick(["pinned", "pinned", "scroll", "quickReturn"]) };
  }
  return preset;
}

// Up to six tracks on distinct (layer, property) pairs, every input and easing (docs/tracks.md).
function generatedTracks() {
  const ranges = { opacity: [0, 1], scale: [0.1, 3], translateX: [-200, 200], translateY: [-200, 200], blur: [0, 30] };
  const used = new Set(), tracks = [];
  for (let i = 0; i < 1 + Math.floor(random() * 6); i++) {
    const layer = pick(["title", "background", "subtitle", "scrim", "avatar"]);
    const property = pick(Object.keys(ranges));
    if (used.has(layer + property)) continue;
    used.add(layer + property);
    const input = random() < 0.6 ? "progress" : random() < 0.5 ? "pull" : "offset";
    const span = input === "progress" ? 1 : 300;
    const count = 1 + Math.floor(random() * 4), ats = new Set();
    while (ats.size < count) ats.add(round(random() * span, input === "progress" ? 0.01 : 1));
    const [lo, hi] = ranges[property];
    tracks.push({ layer, property, input,
      easing: pick(["linear", "easeIn", "easeOut", "easeInOut", "step",
                    [round(random(), 0.01), round(random() * 4 - 2, 0.01), round(random(), 0.01), round(random() * 4 - 2, 0.01)]]),
      keyframes: [...ats].sort((a, b) => a - b).map((at) => ({ at, value: round(lo + random() * (hi - lo), 0.01) })) });
    if (property === "scale" && random() < 0.5) tracks[tracks.length - 1].anchor = [pick([0, 1, 0.5]), round(random(), 0.25)];
  }
  return tracks;
}

let failures = 0, checks = 0;
function expectClose(what, actual, expected, tolerance) {
  checks += 1;
  const ok = actual === expected || Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected));
  if (!ok) {
    failures += 1;
    if (failures <= 30) console.error(`MISMATCH ${what}: port ${actual}, stretchy ${expected}`);
  }
}
const FRAME_KEYS = ["height", "translation", "progress", "shadowRadius"];
function expectSame(what, actual, expected) {
  checks += 1;
  if (actual !== expected) {
    failures += 1;
    if (failures <= 30) console.error(`MISMATCH ${what}: port ${JSON.stringify(actual)}, stretchy ${JSON.stringify(expected)}`);
  }
}
// `triggered` is in eval's and simulate's frames for a preset with a pull trigger, and only then.
function compareTriggered(what, preset, mine, theirs) {
  if (preset.pullTrigger === null) expectSame(`${what} triggered absent`, "triggered" in theirs, false);
  else expectSame(`${what} triggered`, mine.triggered, theirs.triggered);
}
// `snap --format json`: rest, projected (before snapping and the clamp) and snappedTo (or null).
function compareRelease(what, preset, y, v) {
  const answer = run("snap", preset.name, "--offset", String(y), "--velocity", String(v), "--format", "json");
  const mine = M.restDecision(preset, y, v);
  expectClose(`${what} rest`, mine.rest, answer.rest, 1e-9);
  expectClose(`${what} projected`, mine.projected, answer.projected, 1e-9);
  if (answer.snappedTo === null || mine.snappedTo === null) expectSame(`${what} snappedTo`, mine.snappedTo, answer.snappedTo);
  else expectClose(`${what} snappedTo`, mine.snappedTo, answer.snappedTo, 1e-9);
}
function compareLayers(what, actual, expected) {
  for (const layer of Object.keys(expected || {})) {
    for (const property of Object.keys(expected[layer])) {
      const value = actual[layer] && actual[layer][property];
      expectClose(`${what} layers.${layer}.${property}`, value, expected[layer][property], 1e-6);
    }
  }
}

try {
  const generated = Array.from({ length: generatedCount }, (_, i) => generatedPreset(i));
  const document = path.join(folder, "generated.json");
  fs.writeFileSync(document, JSON.stringify({ format: "stretchy-presets", version: 1, presets: generated }));
  execFileSync(binary, ["--db", db, "import", document], { stdio: "pipe" });

  const names = run("list", "--format", "json").map((entry) => entry.name);
  let offsets = 0, releases = 0, gestures = 0;
  for (const name of names) {
    const preset = M.normalize(run("show", name, "--format", "json"));
    const E = preset.collapseRange;

    // Frames: a fine sweep through pulls, the collapse and past it, plus the corners.
    const top = Math.max(2 * preset.maxHeight, 60);
    const step = (top + preset.maxHeight) / 397;
    for (const frame of run("eval", name, "--from", String(-preset.maxHeight), "--to", String(top),
                            "--step", String(step), "--format", "json")) {
      const mine = M.frame(preset, frame.offset);
      for (const key of FRAME_KEYS) expectClose(`${name} eval ${frame.offset} ${key}`, mine[key], frame[key], 1e-9);
      compareTriggered(`${name} eval ${frame.offset}`, preset, mine, frame);
      compareLayers(`${name} eval ${frame.offset}`, M.layers(preset, mine), frame.layers);
      offsets += 1;
    }
    const corners = [0, E, E / 2, -0.001, 0.001, ...preset.snapOffsets];
    if (preset.pullTrigger !== null) {
      const t = preset.pullTrigger;
      corners.push(-t, -t + 1e-9, -t - 1e-9, -t + 0.5, -t - 0.5);
    }
    for (const frame of run("eval", name, "--at", corners.join(","), "--format", "json")) {
      const mine = M.frame(preset, frame.offset);
      for (const key of FRAME_KEYS) expectClose(`${name} eval ${frame.offset} ${key}`, mine[key], frame[key], 1e-9);
      compareTriggered(`${name} eval ${frame.offset}`, preset, mine, frame);
      offsets += 1;
    }

    // The screen (docs/screen.md): frames on each device (H' and h' for safeArea "added", the
    // strip's top and whether it is pinned), a device's gestures, and page switches.
    if (preset.safeArea !== "below" || preset.accessory) {
      const P = preset.pinOffset;
      for (const device of run("devices", "--format", "json")) {
        const context = { safeAreaTop: device.safeAreaTop, viewportHeight: device.height };
        const at = [0, E, P, P - 0.5, P + 0.5, E / 2, -40, 3 * P + 10, round(random() * (P + 100), 0.5)];
        for (const frame of run("eval", name, "--at", at.join(","), "--device", device.name, "--format", "json")) {
          const mine = M.frame(preset, frame.offset, context);
          for (const key of [...FRAME_KEYS, "contentTop"]) {
            expectClose(`${name} eval ${frame.offset} on ${device.name} ${key}`, mine[key], frame[key], 1e-9);
          }
          if (preset.accessory) {
            expectClose(`${name} eval ${frame.offset} on ${device.name} accessoryTop`, mine.accessoryTop, frame.accessoryTop, 1e-9);
            expectSame(`${name} eval ${frame.offset} on ${device.name} pinned`, mine.pinned, frame.pinned);
          } else {
            expectSame(`${name} eval on ${device.name} accessoryTop absent`, "accessoryTop" in frame, false);
          }
          offsets += 1;
        }
        const g = { offset: round(P * 0.5, 1), drag: round(P * 0.8 + 30, 1), velocity: -900 };
        const expected = run("simulate", name, "--offset", String(g.offset), "--drag", String(g.drag),
                             "--velocity", String(g.velocity), "--device", device.name, "--format", "json");
        const mine = M.simulate(preset, g.offset, g.drag, g.velocity, false, context);
        expectClose(`${name} simulate on ${device.name} frame count`, mine.length, expected.length, 0);
        for (let i = 0; i < Math.min(mine.length, expected.length); i++) {
          for (const key of ["offset", "height", "translation"]) {
            expectClose(`${name} simulate on ${device.name} #${i} ${key}`, mine[i][key], expected[i][key], 1e-6);
          }
          if (preset.accessory) {
            expectClose(`${name} simulate on ${device.name} #${i} accessoryTop`, mine[i].accessoryTop, expected[i].accessoryTop, 1e-6);
          }
        }
        gestures += 1;
      }
      for (const [ya, yb] of [[0, 0], [P - 1, 500], [P, 0], [P + 200, 10], [P + 5, P + 300], [40, P + 90]]) {
        const answer = run("snap", name, "--page-switch", `${ya},${yb}`, "--format", "json");
        expectClose(`${name} page switch ${ya},${yb}`, M.switchOffset(preset, ya, yb), answer.offset, 0);
      }
    }

    // Releases: where `snap` says the scroll rests, and the initial offset.
    expectClose(`${name} initialOffset`, M.normalize(run("show", name, "--format", "json")).initialOffset,
                preset.snap.initialPosition * E, 0);
    for (let i = 0; i < 40; i++) {
      const y = pick([round((random() * 1.4 - 0.2) * Math.max(E, 50), 0.25), ...preset.snapOffsets,
                      E / 2, (preset.snapOffsets[0] + preset.snapOffsets[1]) / 2 || 0]);
      const v = pick([0, 150, -150, 199.9, 200, -200, round((random() - 0.5) * 8000, 1), round((random() - 0.5) * 800, 1)]);
      compareRelease(`${name} snap ${y} ${v}`, preset, y, v);
      releases += 1;
    }
    // Direction snapping and Android's fling: releases on both sides of every snap offset and
    // midpoint, in both directions, slow and fast, and a sweep of velocities (the spline's
    // distance grows as v^1.74, so small and huge releases both matter).
    if (preset.snap.policy === "direction" || preset.motion.fling === "android") {
      const marks = preset.snapOffsets.length ? preset.snapOffsets : [0, E];
      const around = [];
      marks.forEach((m, i) => {
        around.push(m, m + 0.5, m - 0.5);
        if (i + 1 < marks.length) around.push((m + marks[i + 1]) / 2, m + (marks[i + 1] - m) * 0.3);
      });
      for (let i = 0; i < 24; i++) {
        const y = round(pick(around), 0.25);
        const v = pick([1, -1, 120, -120, 199.99, -199.99, 200, -200, 650, -650, 1000, -1000, 3000, -3000, 12000, -12000,
                        round((random() - 0.5) * 20000, 0.5)]);
        compareRelease(`${name} snap ${y} ${v}`, preset, y, v);
        releases += 1;
      }
    }

    // Gestures: drag-and-release, flings, pulls, and a quick-return trace, frame by frame.
    const gesturesOf = [
      { offset: 0, drag: -120, velocity: 0 }, { offset: 0, drag: 0, velocity: 1500 },
      { offset: round(E * 0.4, 1), drag: 30, velocity: 300 }, { offset: round(E + 40, 1), drag: 0, velocity: -2600 },
      { offset: -60, drag: 0, velocity: 0 }, { offset: round(random() * E, 1), drag: round((random() - 0.6) * 300, 1),
        velocity: round((random() - 0.5) * 5000, 1) },
      { offset: round(E * 0.6, 1), drag: 0, velocity: -700 }, { offset: round(E * 0.35, 1), drag: 20, velocity: 0 },
    ];
    // With a pull trigger: pulls that stop short of it, reach it, and fling out of it.
    if (preset.pullTrigger !== null) {
      const t = preset.pullTrigger;
      gesturesOf.push({ offset: 0, drag: -round(t * 0.5, 1), velocity: 0 }, { offset: 0, drag: -round(t * 3 + 40, 1), velocity: 0 },
                      { offset: 20, drag: -round(t * 4 + 100, 1), velocity: -300 }, { offset: -round(t + 5, 1), drag: 0, velocity: 800 });
    }
    for (const g of gesturesOf) {
      const expected = run("simulate", name, "--offset", String(g.offset), "--drag", String(g.drag),
                           "--velocity", String(g.velocity), "--format", "json");
      const mine = M.simulate(preset, g.offset, g.drag, g.velocity);
      const label = `${name} simulate ${g.offset}/${g.drag}/${g.velocity}`;
      expectClose(`${label} frame count`, mine.length, expected.length, 0);
      const n = Math.min(mine.length, expected.length);
      for (let i = 0; i < n; i++) {
        expectClose(`${label} #${i} time`, mine[i].time, expected[i].time, 1e-9);
        for (const key of ["offset", ...FRAME_KEYS, "parallaxOffset"]) {
          expectClose(`${label} #${i} ${key}`, mine[i][key], expected[i][key], 1e-6);
        }
        compareTriggered(`${label} #${i}`, preset, mine[i], expected[i]);
        compareLayers(`${label} #${i}`, M.layers(preset, mine[i]), expected[i].layers);
      }
      if (preset.pullTrigger !== null) {
        // When the pull first reaches the trigger: the first triggered frame stretchy prints, and
        // the port's session says the same (its triggerFired frame, or 0 when it starts there).
        const first = expected.find((f) => f.triggered);
        const fired = mine.find((f) => f.triggerFired);
        const startsThere = mine.length > 0 && mine[0].triggered;
        const mineTime = startsThere ? 0 : fired ? fired.time : null, theirTime = first ? first.time : null;
        if (mineTime === null || theirTime === null) expectSame(`${label} first trigger time`, mineTime, theirTime);
        else expectClose(`${label} first trigger time`, mineTime, theirTime, 1e-12);
      }
      gestures += 1;
    }
    const tracePoints = [round(E * 1.5, 1), round(E * 0.7, 1), round(E * 2, 1), 10, -20, round(E * 0.3, 1)];
    const expectedTrace = run("simulate", name, "--quick-return", "--trace", tracePoints.join(","), "--format", "json");
    const mineTrace = M.trace(preset, tracePoints);
    mineTrace.forEach((f, i) => {
      for (const key of ["offset", ...FRAME_KEYS, "parallaxOffset"]) {
        expectClose(`${name} trace #${i} ${key}`, f[key], expectedTrace[i][key], 1e-9);
      }
    });
  }

  // Easing: the cubic-bezier solve against a dense, independent solution (docs/tracks.md: within 1e-7).
  for (const curve of [[0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.8, 0, 0.8, 0.15], [0, 10, 1, -10],
                       [0.9, 0.1, 0.1, 0.9], [0, 0, 0, 0], [1, 1, 1, 1]]) {
    const ease = M.easingFunction(curve);
    for (let i = 0; i <= 400; i++) {
      const t = i / 400;
      // Independent: bisect Bx(s) = t with exact-enough arithmetic on a 2^-52 grid.
      let lo = 0, hi = 1;
      const bx = (s) => 3 * (1 - s) ** 2 * s * curve[0] + 3 * (1 - s) * s * s * curve[2] + s ** 3;
      for (let j = 0; j < 200; j++) { const mid = (lo + hi) / 2; if (bx(mid) < t) lo = mid; else hi = mid; }
      const s = (lo + hi) / 2;
      const by = 3 * (1 - s) ** 2 * s * curve[1] + 3 * (1 - s) * s * s * curve[3] + s ** 3;
      expectClose(`cubic-bezier(${curve}) at ${t}`, ease(t), t === 0 ? 0 : t === 1 ? 1 : by, 1e-7);
    }
  }
  console.log(`motion port: ${names.length} presets, ${offsets} offsets, ${releases} releases, ` +
              `${gestures} gestures; ${checks} values compared, ${failures} mismatches`);
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
process.exit(failures === 0 ? 0 : 1);
