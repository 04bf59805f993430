import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
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
    // "timeline": one record's history (<shop-timeline>, issue 33), not an area.
    for (const view of views) expect(["backoffice", "signin", "timeline", ...areaIds]).toContain(view);
    expect(new Set(ELEMENTS.map((element) => element.tag)).size).toBe(ELEMENTS.length);
  });

  test("every cache tag type is declared once, provided by a query, and only declared tags are used", () => {
    const files = [
      "src/core/api/shopApi.ts",
      "src/core/auth/session.ts",
      ...fs.readdirSync(path.join(root, "src/core/resources")).map((file) => `src/core/resources/${file}`),
      ...areaIds.map((id) => `src/features/${id}/api.ts`).filter((file) => fs.existsSync(path.join(root, file))),
    ];
    const found = files.map((file) => cacheTagsIn(file));
    const declared = found.flatMap((tags) => tags.declared);
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared).size).toBe(declared.length);
    const provided = new Set(found.flatMap((tags) => tags.provided));
    for (const tag of declared) expect(provided, `${tag} is declared but no query provides it`).toContain(tag);
    for (const { file, provided: fileProvided, invalidated } of found) {
      for (const tag of [...fileProvided, ...invalidated]) expect(declared, `${file} uses ${tag}`).toContain(tag);
    }
  });
});

/**
 * The cache tags an api file declares (tagTypes / addTagTypes), provides and invalidates, read from
 * its syntax tree: a tag is a string in the option's array, the `type` of a { type, id } entry, or
 * the first argument of a helper such as LIST("Brand"); endpointKit's builders count as the options.
 */
function cacheTagsIn(file: string): { file: string; declared: string[]; provided: string[]; invalidated: string[] } {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest);
  const tags = { file, declared: [] as string[], provided: [] as string[], invalidated: [] as string[] };
  const tagNames = (node: ts.Node): string[] => {
    if (ts.isStringLiteral(node)) return [node.text];
    if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(tagNames);
    if (ts.isObjectLiteralExpression(node)) {
      const type = node.properties.find(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) && property.name.getText(source) === "type",
      );
      return type ? tagNames(type.initializer) : [];
    }
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      return first && ts.isStringLiteral(first) ? [first.text] : node.arguments.flatMap(tagNames);
    }
    if (ts.isArrowFunction(node) || ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
      return ts.isArrowFunction(node) ? tagNames(node.body) : tagNames(node.expression);
    }
    if (ts.isConditionalExpression(node)) return [...tagNames(node.whenTrue), ...tagNames(node.whenFalse)];
    if (ts.isBinaryExpression(node)) return [...tagNames(node.left), ...tagNames(node.right)];
    if (ts.isSpreadElement(node)) return tagNames(node.expression);
    return [];
  };
  const visit = (node: ts.Node) => {
    // core/resources/endpointKit.ts's builders: endpoint.list("Brand", …) and endpoint.record("Brand", …)
    // provide their first argument; endpoint.create/update/remove(url, tags) invalidate their tags.
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const [builder, member] = [node.expression.expression.getText(source), node.expression.name.text];
      const [first, tagsArgument] = node.arguments;
      if (builder === "endpoint" && (member === "list" || member === "record") && first)
        tags.provided.push(...tagNames(first));
      if (builder === "endpoint" && ["create", "update", "remove"].includes(member) && tagsArgument)
        tags.invalidated.push(...tagNames(tagsArgument));
    }
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(source);
      if (name === "tagTypes" || name === "addTagTypes") tags.declared.push(...tagNames(node.initializer));
      if (name === "providesTags") tags.provided.push(...tagNames(node.initializer));
      if (name === "invalidatesTags") tags.invalidated.push(...tagNames(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tags;
}
