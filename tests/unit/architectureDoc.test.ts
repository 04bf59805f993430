import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * docs/architecture.md is a map; a map that names a file or folder the tree does not have sends a
 * newcomer looking for nothing. Every repository path it names must exist: the names in its
 * tree listing (placed under the folder the listing puts them in) and the paths in backticks and
 * links of its prose.
 */
const root = path.resolve(__dirname, "../..");
const DOC = "docs/architecture.md";
const text = fs.readFileSync(path.join(root, DOC), "utf8");

/** `src/features/<area>/…` stands for every area's folder. */
const AREA = "<area>";
const areas = fs
  .readdirSync(path.join(root, "src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A name without its extension (`core/area`, `useBulkSelection`) is a module: one of these files. */
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js"];
/** The folders the prose names paths from: `shell/routes.tsx` is src/shell/, `plugins/journal.ts` the server's. */
const PROSE_BASES = ["", "src", "host-demo", "host-demo/server"];

/** A file name with one of these extensions, or a folder name ending in "/", inside a sentence. */
const FILE_IN_TEXT =
  /(?<![\w/.<>-])((?:[\w.<>-]+\/)*[\w<>-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|js|json|html|md|sql|css)|(?:[\w.<>-]+\/)+)(?![\w/-])/g;
const NAME = /^[\w.<>-]+(?:\/[\w.<>-]+)*\/?$/;

interface Reference {
  /** As the document writes it, with its line. */
  written: string;
  line: number;
  /** The reference holds when each group has at least one path that exists. */
  groups: string[][];
}

function exists(relative: string): boolean {
  const full = path.join(root, relative);
  if (relative.endsWith("/")) return fs.existsSync(full) && fs.statSync(full).isDirectory();
  return MODULE_EXTENSIONS.some((extension) => {
    const file = full + extension;
    return fs.existsSync(file) && fs.statSync(file).isFile();
  });
}

/**
 * `written` under each of `bases` (any one may hold it). A name under `<area>` must be in every
 * area's folder, unless `anyArea` (a description's file that only some areas have).
 */
function reference(written: string, line: number, bases: string[], anyArea = false): Reference {
  const candidates = (area?: string) =>
    bases.map((base) => {
      const joined = path.posix.join(base, written);
      return area ? joined.replaceAll(AREA, area) : joined;
    });
  if (![written, ...bases].some((part) => part.includes(AREA))) return { written, line, groups: [candidates()] };
  const perArea = areas.map((area) => candidates(area));
  return { written, line, groups: anyArea ? [perArea.flat()] : perArea };
}

/** Name-column entries that are not a path (a description that lost its two spaces, say). */
const unreadable: string[] = [];

/** The tree listing under "## Layers": top-level folders at column 0, their entries at column 2. */
function treeReferences(): Reference[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line, index) => line.startsWith("```") && lines[index - 2]?.startsWith("## Layers"));
  if (start < 0) throw new Error(`${DOC}: no tree listing under "## Layers"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("```"));
  const found: Reference[] = [];
  let top = "";
  let entryFolder = "";
  for (let index = start + 1; index < end; index++) {
    const line = lines[index];
    const lineNo = index + 1;
    const indent = line.length - line.trimStart().length;
    let description = line;
    if (indent === 0 || indent === 2) {
      const [nameColumn] = line.trim().split(/\s{2,}/);
      description = line.trim().slice(nameColumn.length);
      const names = nameColumn
        .replace(/\([^)]*\)/g, "")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      for (const name of names) {
        if (!NAME.test(name)) unreadable.push(`${DOC}:${lineNo}: "${name}"`);
        else found.push(reference(name, lineNo, [indent === 0 ? "" : top]));
      }
      if (indent === 0) top = names[0];
      // What a line's description names lives in the folder the line names, else beside it.
      entryFolder =
        names.length === 1 && names[0].endsWith("/") ? path.posix.join(indent === 0 ? "" : top, names[0]) : top;
    }
    for (const match of description.matchAll(FILE_IN_TEXT)) {
      // Under src/features/<area>/ a description may name a file only some areas have.
      found.push(reference(match[1], lineNo, [entryFolder], true));
    }
  }
  return found;
}

/** Backticked paths and relative links outside code blocks. */
function proseReferences(): Reference[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, " "));
  const lineOf = (offset: number) => prose.slice(0, offset).split("\n").length;
  const found: Reference[] = [];
  for (const match of prose.matchAll(/`([^`]+)`/g)) {
    const span = match[1];
    if (/\s/.test(span) || span.startsWith("/") || /^\w+:/.test(span)) continue;
    const isPath = span.includes("/") || /\.(?:ts|tsx|mjs|js|json|html|md|sql|css)$/.test(span);
    if (isPath) found.push(reference(span, lineOf(match.index), PROSE_BASES));
  }
  for (const match of prose.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^\w+:/.test(match[1])) continue;
    found.push(reference(match[1], lineOf(match.index), [path.posix.dirname(DOC)]));
  }
  return found;
}

describe("docs/architecture.md names only paths that exist", () => {
  const references = [...treeReferences(), ...proseReferences()];

  test("the paths are found (nested names under their folder)", () => {
    const candidates = references.flatMap((ref) => ref.groups.flat());
    expect(references.length).toBeGreaterThan(60);
    expect(candidates).toContain("src/core/live/");
    expect(candidates).toContain("src/core/paths.ts");
    expect(candidates).toContain("src/features/orders/routes.tsx");
    expect(candidates).toContain("host-demo/signed-out/adopt.ts");
  });

  test("every entry of the tree's name column is a path (its description starts after two spaces)", () => {
    expect(unreadable).toEqual([]);
  });

  test("every named path exists", () => {
    const missing = references
      .filter((ref) => !ref.groups.every((group) => group.some(exists)))
      .map((ref) => {
        const unmet = ref.groups.filter((group) => !group.some(exists));
        return `${DOC}:${ref.line} ${ref.written} (not at ${unmet.map((group) => group.join(" or ")).join(", ")})`;
      });
    expect(missing).toEqual([]);
  });
});
