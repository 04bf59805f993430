#!/usr/bin/env node
// After `npm run build`: finds English sentences in our own code of dist/elements that are not in a
// message catalogue (a visible text that bypasses t()). Reads the catalogues' English from
// src/core/messages.en.ts, src/core/screenMessages.en.ts and src/features/*/messages.en.ts (each English catalogue), and every
// string literal of three or more words, starting with a capital, in the built chunks; prints the
// literals found in no catalogue and exits 1 when there are any. Dependencies' own texts are told
// apart by the sourcemap: only literals from sources under src/ or elements/ count.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const catalogueFiles = [
  "src/core/messages.en.ts",
  "src/core/screenMessages.en.ts",
  ...fs.readdirSync(path.join(root, "src/features")).map((area) => `src/features/${area}/messages.en.ts`),
].filter((file) => fs.existsSync(path.join(root, file)));
const texts = new Set();
for (const file of catalogueFiles) {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  for (const match of source.matchAll(/^\s+\w+:\s*\n?\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'),?$/gm))
    texts.add(JSON.parse(match[1].startsWith("'") ? `"${match[1].slice(1, -1).replaceAll('"', '\\"')}"` : match[1]));
}

// Literals that are never shown: the server's words a response is compared with.
const NOT_SHOWN = new Set(["Token is invalid due to a new login."]);
const sentence = /^[A-Z][a-z']+(?: [A-Za-z'’,-]+){2,}[.!?…]?$/;
const found = new Map();
const dir = path.join(root, "dist/elements");
const files = [
  path.join(dir, "index.js"),
  ...fs.readdirSync(path.join(dir, "chunks")).map((name) => path.join(dir, "chunks", name)),
];
for (const file of files.filter((name) => name.endsWith(".js"))) {
  const mapFile = `${file}.map`;
  // Only chunks with our own sources (dependencies' messages are theirs).
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
    const ownText = map.sources
      .map((source, index) =>
        /(^|\/)(src|elements)\//.test(source) && !/node_modules|[mM]essages\.(fr|de)\.ts$/.test(source)
          ? map.sourcesContent?.[index]
          : null,
      )
      .filter(Boolean)
      .join("\n");
    for (const match of ownText.matchAll(/"([^"\\\n]{8,})"|'([^'\\\n]{8,})'|`([^`$\\\n]{8,})`/g)) {
      const literal = match[1] ?? match[2] ?? match[3];
      if (!sentence.test(literal) || texts.has(literal) || NOT_SHOWN.has(literal)) continue;
      const code = fs.readFileSync(file, "utf8");
      if (code.includes(literal)) found.set(literal, path.relative(root, file));
    }
  }
}
if (found.size) {
  console.error(`${found.size} English sentences in dist/elements outside the catalogues:`);
  for (const [literal, file] of found) console.error(`  ${file}: ${literal}`);
  process.exit(1);
}
console.log(`dist/elements: no English sentence outside the catalogues (${texts.size} catalogue texts)`);
