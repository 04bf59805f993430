#!/usr/bin/env node
// Writes custom-elements.json from the same table that defines the elements (elements/definitions.ts).
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tableFile = path.join(root, ".tmp", "element-definitions-manifest.mjs");
fs.mkdirSync(path.dirname(tableFile), { recursive: true });
await build({
  entryPoints: [path.join(root, "elements", "definitions.ts")],
  outfile: tableFile,
  format: "esm",
  bundle: true,
  logLevel: "warning",
});
const table = await import(`${pathToFileURL(tableFile).href}?t=${Date.now()}`);

const manifest = {
  schemaVersion: "1.0.0",
  readme: "README.md",
  modules: [
    {
      kind: "javascript-module",
      path: "dist/elements/index.js",
      declarations: table.ELEMENTS.map((element) => ({
        kind: "class",
        customElement: true,
        name: element.tag.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase()) + "Element",
        tagName: element.tag,
        summary: element.summary,
        attributes: table.COMMON_ATTRIBUTES.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.type.text },
          description: attribute.description,
          ...(attribute.default ? { default: JSON.stringify(attribute.default) } : {}),
        })),
        members: table.COMMON_PROPERTIES.map((property) => ({
          kind: "field",
          name: property.name,
          type: { text: property.type.text },
          description: property.description,
        })),
        events: [...table.EVENTS, ...(element.events ?? [])].map((event) => ({
          name: event.name,
          type: { text: table.eventTypeText(event) },
          description: event.cancelable ? `${event.description} Cancelable.` : event.description,
        })),
        slots: element.slots ?? [],
        cssParts: table.CSS_PARTS,
        cssProperties: table.CSS_PROPERTIES,
      })),
      exports: table.ELEMENTS.map((element) => ({
        kind: "custom-element-definition",
        name: element.tag,
        declaration: {
          name: element.tag.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase()) + "Element",
          module: "dist/elements/index.js",
        },
      })),
    },
  ],
};
fs.writeFileSync(path.join(root, "custom-elements.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(`custom-elements.json: ${table.ELEMENTS.length} elements`);
