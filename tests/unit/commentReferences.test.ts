import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/**
 * The repository explains itself: a comment may point a reader to docs/ (a file, or an entry of
 * it by its heading), never to a document the repository does not hold. Strings and test names
 * are not comments; only comments are read here.
 */
const root = path.resolve(__dirname, "../..");
const FOLDERS = ["src", "host-demo", "scripts", "tests", "bench", "examples", "elements"];
const SKIPPED = new Set(["node_modules", "dist", ".next", ".pack", ".data", ".tmp"]);
const CODE = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;

/** A design document or specification kept outside, or a numbered section of one. */
const OUTSIDE =
  /design\.md|spec\.md|stack-notes|\/work\/shared|\bspec(?:ification)?(?:'s)?\s+(?:section\s+)?§?\s*\d|\bsection\s+\d/i;
/** `docs/decisions.md, "The B2B price is optional"`: a file, and an entry by its heading (which may wrap over comment lines). */
const DOCS_REFERENCE = /\bdocs\/([\w.-]+\.md)(?:,\s*"([^"]+)")?/g;

function codeFiles(folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(relative);
    return CODE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

const rootConfigs = fs.readdirSync(root).filter((name) => CODE.test(name));
const files = [...rootConfigs, ...FOLDERS.flatMap(codeFiles)];

/** The file's comments, each as one line of text: strings, templates, regexes and JSX text are blanked first. */
function commentsOf(file: string): { text: string; line: number }[] {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const chars = source.split("");
  const literal = new Set([
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateHead,
    ts.SyntaxKind.TemplateMiddle,
    ts.SyntaxKind.TemplateTail,
    ts.SyntaxKind.RegularExpressionLiteral,
    ts.SyntaxKind.JsxText,
  ]);
  const visit = (node: ts.Node) => {
    if (literal.has(node.kind)) {
      for (let index = node.getStart(sourceFile); index < node.end; index++)
        if (chars[index] !== "\n") chars[index] = " ";
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  const code = chars.join("");
  return [...code.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => ({
    text: match[0]
      .split("\n")
      .map((line) => line.replace(/\*+\/\s*$/, "").replace(/^\s*(?:\/\/|\/\*+|\*)?/, ""))
      .join(" ")
      .replace(/\s+/g, " "),
    line: source.slice(0, match.index).split("\n").length,
  }));
}

const comments = files.flatMap((file) => commentsOf(file).map((comment) => ({ ...comment, file })));

describe("comments point only into the repository", () => {
  test("the files are read", () => {
    expect(files).toContain("eslint.config.js");
    expect(files).toContain("src/core/store.ts");
    expect(comments.length).toBeGreaterThan(1000);
  });

  test("no comment cites a design document, a specification or a numbered section kept elsewhere", () => {
    const outside = comments
      .filter((comment) => OUTSIDE.test(comment.text))
      .map((comment) => `${comment.file}:${comment.line} ${comment.text.trim()}`);
    expect(outside).toEqual([]);
  });

  test("every docs/ file and entry a comment names exists", () => {
    const broken: string[] = [];
    for (const comment of comments) {
      for (const [, doc, heading] of comment.text.matchAll(DOCS_REFERENCE)) {
        const docPath = path.join(root, "docs", doc);
        const place = `${comment.file}:${comment.line}`;
        if (!fs.existsSync(docPath)) broken.push(`${place} docs/${doc}`);
        else if (heading && !fs.readFileSync(docPath, "utf8").split("\n").includes(`## ${heading}`))
          broken.push(`${place} docs/${doc}, "${heading}"`);
      }
    }
    expect(broken).toEqual([]);
  });
});
