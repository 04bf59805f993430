import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ELEMENTS } from "../../elements/definitions";
import { areas } from "../../src/shell/areas";

/**
 * shell/areas.ts and elements/definitions.ts are the registration points; what TypeScript cannot
 * derive from them (folders, lint zones, cache tags) is checked here, so a drift fails a test.
 */
const root = path.resolve(__dirname, "../..");
const featuresDir = path.join(root, "src/features");
const featureFolders = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const areaIds = areas.map((area) => area.id).sort();

type Zone = { target: string; from: string | string[]; except?: string[] };
// The lint config is plain JavaScript without typings; loaded as the linter loads it.
const eslintConfig: unknown = (await import(/* @vite-ignore */ path.join(root, "eslint.config.js"))).default;
const zones: Zone[] = (eslintConfig as { rules?: Record<string, unknown> }[])
  .flatMap((config) => {
    const rule = config.rules?.["import-x/no-restricted-paths"];
    return Array.isArray(rule) ? (rule[1] as { zones: Zone[] }).zones : [];
  })
  .filter(Boolean);

describe("one registration point", () => {
  test("every registered area has its feature folder with a public index.ts, and every folder is registered", () => {
    expect(featureFolders.length).toBeGreaterThan(0);
    expect(featureFolders).toEqual(areaIds);
    for (const id of areaIds) expect(fs.existsSync(path.join(featuresDir, id, "index.ts")), id).toBe(true);
  });

  test("the lint keeps every feature from importing another, and the shell to each feature's index.ts", () => {
    for (const id of areaIds) {
      const own = zones.find((zone) => zone.target === `./src/features/${id}`);
      expect(own?.except, id).toEqual([`./${id}`]);
    }
    const shell = zones.find((zone) => zone.target === "./src/shell" && zone.from === "./src/features");
    expect(shell?.except?.slice().sort()).toEqual(areaIds.map((id) => `./${id}/index.ts`));
  });

  test("every area but sign-in has its element, and every element shows a registered area", () => {
    const views: string[] = ELEMENTS.map((element) => element.view);
    for (const id of areaIds.filter((id) => id !== "auth")) expect(views, id).toContain(id);
    for (const view of views) expect(["backoffice", "signin", ...areaIds]).toContain(view);
    expect(new Set(ELEMENTS.map((element) => element.tag)).size).toBe(ELEMENTS.length);
  });

  test("every cache tag type is declared once and provided by a query", () => {
    const sources = [
      "src/core/api/shopApi.ts",
      "src/core/auth/session.ts",
      ...fs.readdirSync(path.join(root, "src/core/resources")).map((file) => `src/core/resources/${file}`),
      ...areaIds.map((id) => `src/features/${id}/api.ts`).filter((file) => fs.existsSync(path.join(root, file))),
    ].map((file) => fs.readFileSync(path.join(root, file), "utf8"));
    const declared = sources.flatMap((text) =>
      [...text.matchAll(/(?:addTagTypes|tagTypes):\s*\[([^\]]*)\]/g)].flatMap((match) =>
        [...match[1].matchAll(/"(\w+)"/g)].map((name) => name[1]),
      ),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared).size).toBe(declared.length);
    // What a query provides: its providesTags up to the next endpoint (listTags("Brand", ...) included).
    const provided = new Set(
      sources.flatMap((text) =>
        [...text.matchAll(/providesTags:([\s\S]*?)\n {4}\}\),/g)].flatMap((match) =>
          [...match[1].matchAll(/"(\w+)"/g)].map((name) => name[1]),
        ),
      ),
    );
    for (const tag of declared) expect(provided, `${tag} is declared but no query provides it`).toContain(tag);
  });
});
