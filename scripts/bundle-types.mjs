#!/usr/bin/env node
// Bundles the declarations tsc emitted into dist/types (the whole source tree, one .d.ts per
// module) into one self-contained .d.ts per public entry, beside its JavaScript:
//   dist/types/src/index.d.ts      -> dist/lib/index.d.ts       (".")
//   dist/types/elements/index.d.ts -> dist/elements/index.d.ts  ("./elements")
// then removes dist/types. Integrators get the public API (components, props, elements, events,
// messages, configureShop) and what it refers to, not the internal tree: no relative imports left
// to resolve (extensionless ones break under NodeNext), and the 316 KB generated API contract is
// not shipped: a type alias that reads from it (the entity types of core/types.ts) is written out
// as the structural type it stands for.
//
// How: the TypeScript checker resolves every identifier of the entries' reachable declarations;
// declarations of our own modules are copied once each (renamed where two modules use one
// name), imports from packages are gathered at the top, and the entry's exports become one
// `export { … }`. Unsupported forms (a namespace import of an own module, say) stop the build
// instead of shipping a wrong file; the result is type-checked (NodeNext, strict) after it is
// written. KEEP_DECLARATION_TREE=1 leaves dist/types in place (to look at, or to run this again).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const typesRoot = path.join(root, "dist", "types");
const ENTRIES = [
  { name: '"@shop-admin/backoffice"', from: "src/index.d.ts", to: "dist/lib/index.d.ts" },
  { name: '"@shop-admin/backoffice/elements"', from: "elements/index.d.ts", to: "dist/elements/index.d.ts" },
];
/** Modules never copied: an alias that reads from one is written out structurally instead. */
const EXPANDED_MODULES = [/[\\/]contract\.generated\.d\.ts$/];

const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
/** What an integrator's install has beside this package: its dependencies and peers. */
const installedWith = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const isOwn = (file) => path.resolve(file).startsWith(typesRoot + path.sep);
const isExpanded = (file) => EXPANDED_MODULES.some((pattern) => pattern.test(file));
const label = (node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(root, file.fileName)}:${line + 1}`;
};
const fail = (message) => {
  throw new Error(`bundle-types: ${message}`);
};

const program = ts.createProgram(
  ENTRIES.map((entry) => path.join(typesRoot, entry.from)),
  {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
);
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });

/** The symbol an identifier stands for, through import and export aliases. */
function resolved(symbol) {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** A `declare module "x"` or `declare global` block: it adds to another module, it names nothing here. */
const isAugmentation = (statement) =>
  ts.isModuleDeclaration(statement) &&
  (ts.isStringLiteral(statement.name) || (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0);

/**
 * The top-level statements of own modules that declare this symbol (none for a member, a
 * parameter or a type parameter, whose declarations sit inside a statement).
 */
function ownStatementsOf(symbol) {
  return (symbol?.declarations ?? []).flatMap((declaration) => {
    const statement =
      ts.isVariableDeclaration(declaration) && ts.isVariableStatement(declaration.parent.parent)
        ? declaration.parent.parent
        : declaration;
    // A module's own symbol (a namespace import) is declared by its file, not by a statement.
    if (!statement.parent || !ts.isSourceFile(statement.parent) || !isOwn(statement.parent.fileName)) return [];
    if (isAugmentation(statement)) return [];
    return [statement];
  });
}

/** The import declaration (and the name it imports) that brings this alias symbol into its module. */
function externalImportOf(symbol) {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return undefined;
  if (ts.isImportSpecifier(declaration)) {
    const imported = (declaration.propertyName ?? declaration.name).text;
    return { specifier: declaration.parent.parent.parent.moduleSpecifier.text, imported };
  }
  if (ts.isImportClause(declaration))
    return { specifier: declaration.parent.moduleSpecifier.text, imported: "default" };
  if (ts.isNamespaceImport(declaration))
    return { specifier: declaration.parent.parent.moduleSpecifier.text, imported: "*" };
  return undefined;
}

/**
 * A type declared in a package the integrator may not have (`redux`, a dependency of
 * @reduxjs/toolkit) is named through a dependency that exports it (`@reduxjs/toolkit`):
 * under pnpm only the package's own dependencies resolve from its declarations.
 */
const dependencyExports = new Map();
function dependencyExporting(symbol, near) {
  for (const dependency of installedWith) {
    if (!dependencyExports.has(dependency)) {
      const index = new Map();
      const found = ts.resolveModuleName(dependency, near, program.getCompilerOptions(), ts.sys).resolvedModule;
      const file = found && program.getSourceFile(found.resolvedFileName);
      const moduleSymbol = file && checker.getSymbolAtLocation(file);
      for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [])
        if (!index.has(resolved(exported))) index.set(resolved(exported), exported.name);
      dependencyExports.set(dependency, index);
    }
    const name = dependencyExports.get(dependency).get(symbol);
    if (name) return { specifier: dependency, name };
  }
  return undefined;
}

function bundle(entryFile, entryName) {
  const entry = program.getSourceFile(entryFile) ?? fail(`${entryFile} is missing`);
  const entrySymbol = checker.getSymbolAtLocation(entry) ?? fail(`${entryFile} is not a module`);

  /** statement -> { edits: [{ start, end, symbol | external | text }], expanded?: string } */
  const included = new Map();
  const order = [];
  /** Names of global types the copied statements use: no own declaration may take them. */
  const globalNames = new Set();
  /** "specifier\0imported" -> { specifier, imported } */
  const externals = new Map();
  const pending = [];

  const include = (statement) => {
    if (included.has(statement)) return;
    included.set(statement, { edits: [] });
    order.push(statement);
    pending.push(statement);
  };

  /** A type alias that reads from an expanded module, written out as the type it stands for. */
  /**
   * A type alias that reads from an expanded module, as the type it stands for (a type node the
   * checker builds). The names it still uses (`OrderItem[]`) carry their symbols: those of own
   * declarations are copied and renamed like any other use.
   */
  const expand = (statement) => {
    if (!expandable(statement))
      fail(`${label(statement)} reads from the generated contract but is not a plain type alias`);
    const type = checker.getTypeAtLocation(statement.name);
    const flags =
      ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.MultilineObjectLiterals;
    const node = checker.typeToTypeNode(type, undefined, flags) ?? fail(`${label(statement)} cannot be written out`);
    const uses = new Map();
    const visit = (child) => {
      if (ts.isImportTypeNode(child)) fail(`${label(statement)} written out still imports a module`);
      // The checker sets `symbol` on the names it writes (an internal field, stable for years).
      if (ts.isIdentifier(child) && child.symbol) {
        const target = resolved(child.symbol);
        const statements = ownStatementsOf(target);
        if (statements.length > 0) {
          statements.forEach(include);
          uses.set(child, target);
        } else if (target.declarations?.some((declaration) => ts.isExternalModule(declaration.getSourceFile())))
          fail(`${label(statement)} written out names ${child.text} of another package`);
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return { node, uses };
  };

  /**
   * Whether a statement must be written out: it reads from an expanded module, itself or through
   * a declaration its module keeps private (`Schemas`, `Answer<Id>`). An exported alias is a name
   * of the API (`Order`): a statement using it refers to it, and it is written out itself.
   */
  const expandable = (statement) => ts.isTypeAliasDeclaration(statement) && !statement.typeParameters;
  const isExported = (statement) =>
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  const readsExpanded = new Map();
  const readsExpandedModule = (statement) => {
    if (readsExpanded.has(statement)) return readsExpanded.get(statement);
    readsExpanded.set(statement, false); // a cycle adds nothing
    let found = false;
    const visit = (node) => {
      if (found) return;
      if (ts.isIdentifier(node)) {
        const target = resolved(checker.getSymbolAtLocation(node));
        if (target?.declarations?.some((declaration) => isExpanded(declaration.getSourceFile().fileName))) found = true;
        else
          found = ownStatementsOf(target).some(
            (used) => used !== statement && !isExported(used) && readsExpandedModule(used),
          );
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    readsExpanded.set(statement, found);
    return found;
  };

  const collect = (statement) => {
    const record = included.get(statement);
    if (readsExpandedModule(statement)) {
      record.expanded = expand(statement);
      return;
    }
    const visit = (node) => {
      if (ts.isImportTypeNode(node)) {
        const target = checker.getSymbolAtLocation(node.argument.literal);
        const targetFile = target?.declarations?.[0]?.getSourceFile().fileName;
        if (targetFile && isOwn(targetFile)) {
          if (!node.qualifier || !ts.isIdentifier(node.qualifier))
            fail(`${label(node)}: import("…") of an own module without a plain name`);
          const symbol = resolved(checker.getSymbolAtLocation(node.qualifier));
          const statements = ownStatementsOf(symbol);
          if (statements.length === 0) fail(`${label(node)}: ${node.qualifier.text} has no own declaration`);
          statements.forEach(include);
          // `import("./x").Name<Args>` -> `Name<Args>`: the edit covers up to the qualifier.
          record.edits.push({ start: node.getStart(), end: node.qualifier.getEnd(), symbol, typeOf: node.isTypeOf });
          node.typeArguments?.forEach(visit);
          return;
        }
        const specifier = node.argument.literal.text;
        if (!installedWith.has(packageOf(specifier))) {
          if (!node.qualifier || !ts.isIdentifier(node.qualifier))
            fail(`${label(node)}: import("${specifier}") without a plain name`);
          const symbol = resolved(checker.getSymbolAtLocation(node.qualifier));
          const through =
            dependencyExporting(symbol, node.getSourceFile().fileName) ??
            fail(`${label(node)}: ${node.qualifier.text} comes from "${specifier}", which no dependency exports`);
          const text = `${node.isTypeOf ? "typeof " : ""}import("${through.specifier}").${through.name}`;
          record.edits.push({ start: node.getStart(), end: node.qualifier.getEnd(), text });
          node.typeArguments?.forEach(visit);
          return;
        }
      }
      if (ts.isIdentifier(node)) {
        const original = checker.getSymbolAtLocation(node);
        const target = resolved(original);
        if (target) {
          const statements = ownStatementsOf(target);
          if (statements.length > 0) {
            statements.forEach(include);
            record.edits.push({ start: node.getStart(), end: node.getEnd(), symbol: target });
          } else if (
            target.flags & ts.SymbolFlags.ValueModule &&
            isOwn(target.declarations[0].getSourceFile().fileName)
          ) {
            fail(`${label(node)}: a namespace import of an own module is not supported`);
          } else if (
            original !== target &&
            original.flags & ts.SymbolFlags.Alias &&
            isOwn(original.declarations[0].getSourceFile().fileName)
          ) {
            const external = externalImportOf(original);
            if (!external) fail(`${label(node)}: ${node.text} is an alias of an unsupported kind`);
            if (external.specifier.startsWith("."))
              fail(`${label(node)}: ${node.text} comes from an unexpanded own module`);
            if (!installedWith.has(packageOf(external.specifier)))
              fail(`${label(node)}: ${node.text} comes from "${external.specifier}", not a dependency of this package`);
            const key = `${external.specifier}\0${external.imported}`;
            if (!externals.has(key)) externals.set(key, { ...external, preferred: node.text });
            record.edits.push({ start: node.getStart(), end: node.getEnd(), external: key });
          } else if (
            target.declarations?.some((declaration) => {
              const file = declaration.getSourceFile();
              return program.isSourceFileDefaultLibrary(file) || !ts.isExternalModule(file);
            }) &&
            !ts.isPropertyAccessExpression(node.parent) &&
            !(ts.isQualifiedName(node.parent) && node.parent.right === node)
          ) {
            globalNames.add(node.text);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    // The statement's own modifiers and name are visited too: its name is renamed with it.
    visit(statement);
  };

  // The entry's exports, in their order, and the modules reachable through imports (their
  // `declare global` / `declare module "react"` augmentations apply whenever they are loaded).
  const exports = [];
  for (const exported of checker.getExportsOfModule(entrySymbol)) {
    const target = resolved(exported);
    const statements = ownStatementsOf(target);
    if (statements.length === 0) fail(`export ${exported.name} of ${entryFile} is not declared in this package`);
    statements.forEach(include);
    exports.push({ name: exported.name, symbol: target });
  }
  const reachable = new Set();
  const walkModules = (file) => {
    if (reachable.has(file) || isExpanded(file.fileName)) return;
    reachable.add(file);
    for (const statement of file.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
      if (!specifier) continue;
      const target = checker.getSymbolAtLocation(specifier)?.declarations?.[0]?.getSourceFile();
      if (target && isOwn(target.fileName)) walkModules(target);
    }
  };
  walkModules(entry);
  for (const file of reachable)
    for (const statement of file.statements) if (isAugmentation(statement)) include(statement);

  while (pending.length > 0) collect(pending.pop());

  // Names: the entry's exports first (so public names stay as written), then every other
  // declaration in the order met; a name already taken (or a global one used) gets a suffix.
  const taken = new Set(globalNames);
  const names = new Map();
  const claim = (preferred) => {
    let name = preferred;
    for (let n = 1; taken.has(name); n++) name = `${preferred}_${n}`;
    taken.add(name);
    return name;
  };
  const nameOf = (symbol) => {
    if (symbol.name === "default") fail(`a default export (${label(symbol.declarations[0])}) is not supported`);
    if (!names.has(symbol)) names.set(symbol, claim(symbol.name));
    return names.get(symbol);
  };
  for (const { symbol } of exports) nameOf(symbol);
  for (const statement of order) {
    const declared = statement.name && ts.isIdentifier(statement.name) ? statement.name : undefined;
    if (declared) nameOf(resolved(checker.getSymbolAtLocation(declared)));
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) nameOf(checker.getSymbolAtLocation(declaration.name));
  }
  const externalNames = new Map();
  for (const [key, external] of externals) {
    const preferred =
      external.imported === "default" || external.imported === "*" ? external.preferred : external.imported;
    externalNames.set(key, claim(preferred));
  }

  // The text: imports from packages, then each copied statement in source order per module.
  const lines = [
    `// The public types of ${entryName}, bundled by scripts/bundle-types.mjs from the emitted declarations.`,
  ];
  const bySpecifier = new Map();
  for (const [key, external] of externals) {
    const list = bySpecifier.get(external.specifier) ?? [];
    list.push({ ...external, local: externalNames.get(key) });
    bySpecifier.set(external.specifier, list);
  }
  for (const [specifier, list] of [...bySpecifier].sort(([a], [b]) => a.localeCompare(b))) {
    const named = list.filter((item) => item.imported !== "default" && item.imported !== "*");
    for (const item of list.filter((item) => item.imported === "default"))
      lines.push(`import type ${item.local} from "${specifier}";`);
    for (const item of list.filter((item) => item.imported === "*"))
      lines.push(`import type * as ${item.local} from "${specifier}";`);
    if (named.length > 0) {
      const parts = named.map((item) =>
        item.imported === item.local ? item.local : `${item.imported} as ${item.local}`,
      );
      lines.push(`import type { ${parts.join(", ")} } from "${specifier}";`);
    }
  }
  const fileOrder = [...new Set(order.map((statement) => statement.getSourceFile()))];
  for (const file of fileOrder) {
    const statements = order
      .filter((statement) => statement.getSourceFile() === file)
      .sort((a, b) => a.getStart() - b.getStart());
    for (const statement of statements) lines.push("", render(statement, included.get(statement)));
  }
  const exported = exports.map(({ name, symbol }) =>
    names.get(symbol) === name ? name : `${names.get(symbol)} as ${name}`,
  );
  lines.push("", `export { ${exported.join(", ")} };`, "");
  return lines.join("\n");

  function render(statement, record) {
    const file = statement.getSourceFile();
    const text = file.text;
    // The statement with its JSDoc (leading comments), without `export` / `export default`.
    const start = statement.getFullStart();
    const edits = [...record.edits];
    for (const modifier of ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [])
      if (modifier.kind === ts.SyntaxKind.ExportKeyword || modifier.kind === ts.SyntaxKind.DefaultKeyword)
        edits.push({ start: modifier.getStart(), end: modifier.getEnd() + 1, text: "" });
    if (record.expanded !== undefined) {
      const alias = statement;
      edits.length = 0;
      edits.push({ start: alias.getStart(), end: alias.name.getStart(), text: "type " });
      edits.push({
        start: alias.name.getStart(),
        end: alias.name.getEnd(),
        symbol: checker.getSymbolAtLocation(alias.name),
      });
      const { node, uses } = record.expanded;
      const rename = (context) => {
        const renameIn = (child) =>
          ts.isIdentifier(child) && uses.has(child)
            ? context.factory.createIdentifier(nameOf(uses.get(child)))
            : ts.visitEachChild(child, renameIn, context);
        return (child) => ts.visitNode(child, renameIn);
      };
      const [renamed] = ts.transform(node, [rename]).transformed;
      const text = printer.printNode(ts.EmitHint.Unspecified, renamed, file);
      edits.push({ start: alias.type.getStart(), end: alias.type.getEnd(), text });
    }
    edits.sort((a, b) => b.start - a.start);
    let out = text.slice(start, statement.getEnd());
    for (const edit of edits) {
      let replacement = edit.text;
      if (edit.symbol) replacement = (edit.typeOf ? "typeof " : "") + nameOf(edit.symbol);
      if (edit.external) replacement = externalNames.get(edit.external);
      out = out.slice(0, edit.start - start) + replacement + out.slice(edit.end - start);
    }
    return out.replace(/^\s*\n/, "").trimEnd();
  }
}

/** Type-checks the bundled files on their own (strict, libraries checked too), failing on any error. */
function verify(files) {
  const check = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    strict: true,
    noEmit: true,
    types: [],
  });
  const diagnostics = files.flatMap((file) => [
    ...check.getSyntacticDiagnostics(check.getSourceFile(file)),
    ...check.getSemanticDiagnostics(check.getSourceFile(file)),
  ]);
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => "\n" };
    fail(`the bundled declarations do not type-check:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
}

try {
  const written = [];
  for (const entry of ENTRIES) {
    const text = bundle(path.join(typesRoot, entry.from), entry.name);
    const target = path.join(root, entry.to);
    fs.writeFileSync(target, text);
    written.push(target);
    console.log(`${entry.to}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
  }
  verify(written);
  if (!process.env.KEEP_DECLARATION_TREE) fs.rmSync(typesRoot, { recursive: true, force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
