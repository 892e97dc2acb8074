#!/usr/bin/env node
// Checks that the preview's port (Sources/PresetPreview/Templates/motion.js, `normalize`) knows
// every key of the format, as the format's JSON Schema lists them (Presets/, written from the key
// table by docs/generate): for each key, the document with the key at its default reads as the
// document without it (the port's default is the table's), and the document with the key away
// from its default reads differently (the port reads the key). A key the port forgets, or a
// default it spells differently, fails here by name. Tracks are checked by motion_port_check.js.
//
// usage: node preview_keys_check.js
"use strict";
const path = require("path");
const M = require(path.join(__dirname, "../../Sources/PresetPreview/Templates/motion.js"));
const schema = require(path.join(__dirname, "../../Presets/stretchy-presets.schema.json"));

const defs = schema.$defs;
const resolve = (node) => (node && node.$ref ? defs[node.$ref.split("/").pop()] : node);

// Every leaf key: its path (as a list of members) and its schema.
function leaves(node, prefix, out) {
  node = resolve(node);
  for (const [name, member] of Object.entries(node.properties || {})) {
    // reducedMotion is not the port's to read: stretchy merges the variant and the page gets it
    // beside the preset (docs/accessibility.md#in-the-preview-and-the-studio).
    if (name === "reducedMotion") continue;
    const object = (member.oneOf || []).map(resolve).find((o) => o.type === "object");
    const resolved = object || resolve(member);
    const at = prefix.concat(name);
    if (resolved.type === "object" && resolved.properties) leaves(resolved, at, out);
    else if (name !== "name" && name !== "tracks") out.push({ path: at, schema: member.default !== undefined ? member : resolved });
  }
  return out;
}

// A value of the key's schema other than `avoid` (its default, or what the base document holds).
function otherValue(keySchema, avoid) {
  const s = resolve(keySchema);
  const choices = s.enum || (s.oneOf || []).flatMap((o) => o.enum || []);
  const chosen = choices.find((c) => !avoid.some((a) => JSON.stringify(a) === JSON.stringify(c)));
  if (chosen !== undefined) return chosen;
  const number = s.type === "number" ? s : (s.oneOf || []).find((o) => o.type === "number");
  if (number) {
    const lo = number.minimum !== undefined ? number.minimum : number.exclusiveMinimum;
    const hi = number.maximum;
    for (const q of [0.5, 0.25, 0.75]) {
      const v = Math.round((lo + (hi - lo) * q) * 1000) / 1000;
      if (!avoid.includes(v) && v !== lo) return v;
    }
  }
  if (s.type === "boolean") return !avoid.includes(true);
  if (s.type === "array") return [0, 0.5, 1];
  if (s.type === "string") return "a summary";
  throw new Error(`no other value for ${JSON.stringify(keySchema)}`);
}

function withKey(doc, keyPath, value) {
  const copy = JSON.parse(JSON.stringify(doc));
  let node = copy;
  for (const member of keyPath.slice(0, -1)) node = node[member] = node[member] || {};
  node[keyPath[keyPath.length - 1]] = value;
  return copy;
}

const read = (doc) => JSON.stringify(M.normalize(doc));
// Snapping on, a shadow, an accessory and dynamicType present, so the keys inside them count.
const base = {
  name: "p", snap: { mode: "immediately" }, shadow: { threshold: 100 }, accessory: { height: 48 },
  dynamicType: { scaledHeight: 40 },
};
const failures = [];
const keys = leaves(schema.$defs.preset, [], []);
for (const { path: keyPath, schema: keySchema } of keys) {
  const name = keyPath.join(".");
  const held = keyPath.reduce((node, member) => (node === undefined ? undefined : node[member]), base);
  if (keySchema.default !== undefined && held === undefined && read(withKey(base, keyPath, keySchema.default)) !== read(base)) {
    failures.push(`${name}: the preview's default is not the format's ${JSON.stringify(keySchema.default)}`);
  }
  const value = otherValue(keySchema, [keySchema.default, held].filter((v) => v !== undefined));
  if (read(withKey(base, keyPath, value)) === read(base)) {
    failures.push(`${name}: the preview ignores the key (${name}=${JSON.stringify(value)} reads as the default)`);
  }
}
if (keys.length < 20) failures.push(`only ${keys.length} keys found in the schema`);
for (const failure of failures) console.error("preview keys: " + failure);
if (failures.length) process.exit(1);
console.log(`preview keys: the port reads all ${keys.length} keys of the format with the format's defaults`);
