import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/**
 * The server's route files hold HTTP only: a route's schema, status codes and headers, and a call
 * to its resource's repository (host-demo/server/repositories/), which holds the SQL. So a
 * newcomer reads a route file top to bottom: no plugin closure or handler is longer than a screen
 * or two, and none builds a query.
 */
const root = path.resolve(__dirname, "../..");
const ROUTES = "host-demo/server/routes";
/** The longest function a route file may hold, first line to last. */
const MAX_LINES = 120;

function routeFiles(folder = ROUTES): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(relative);
    return entry.name.endsWith(".ts") ? [relative] : [];
  });
}

function parse(file: string, text = fs.readFileSync(path.join(root, file), "utf8")) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

interface Span {
  /** file:line of the function's first line. */
  at: string;
  lines: number;
}

/** Every function, arrow function and method of a file with its length in lines. */
function functionSpans(source: ts.SourceFile): Span[] {
  const spans: Span[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = lineOf(node.getStart(source));
      spans.push({ at: `${source.fileName}:${first}`, lines: lineOf(node.getEnd()) - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/** The modules a file imports (statically, or by `import()`), as written. */
function importsOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What only a repository may import: Drizzle's query builders and the tables. */
const isDatabaseImport = (specifier: string) =>
  specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/") || /(^|\/)db\/schema(\/|\.js$|$)/.test(specifier);

describe("the server's route files hold HTTP only", () => {
  const files = routeFiles();
  const sources = files.map((file) => parse(file));

  test("the measure sees every route file and its plugin closure, and flags a long one", () => {
    expect(files.length).toBeGreaterThan(25);
    expect(files).toContain(`${ROUTES}/orders.ts`);
    expect(files).toContain(`${ROUTES}/auth/session.ts`);
    const spans = sources.flatMap(functionSpans);
    expect(spans.length).toBeGreaterThan(100);
    // The orders plugin's closure is measured (it spans most of its file).
    const orders = sources.find((source) => source.fileName === `${ROUTES}/orders.ts`)!;
    expect(functionSpans(orders).some((span) => span.lines > 20)).toBe(true);

    const long = `const plugin = async (app) => {\n${"  app.get();\n".repeat(MAX_LINES)}};\n`;
    expect(functionSpans(parse("long.ts", long))).toEqual([{ at: "long.ts:1", lines: MAX_LINES + 2 }]);
    expect(
      importsOf(
        parse("imports.ts", 'import { eq } from "drizzle-orm";\nimport { orders } from "../db/schema/index.js";'),
      ).filter(isDatabaseImport),
    ).toHaveLength(2);
  });

  test(`no function in a route file is over ${MAX_LINES} lines`, () => {
    const long = sources
      .flatMap(functionSpans)
      .filter((span) => span.lines > MAX_LINES)
      .map((span) => `${span.at} (${span.lines} lines)`);
    expect(long).toEqual([]);
  });

  test("no route file imports Drizzle or the tables (its repository does)", () => {
    const direct = sources.flatMap((source) =>
      importsOf(source)
        .filter(isDatabaseImport)
        .map((specifier) => `${source.fileName} imports ${specifier}`),
    );
    expect(direct).toEqual([]);
  });
});
