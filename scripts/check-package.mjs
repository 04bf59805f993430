#!/usr/bin/env node
// Packs the library as `npm publish` would (run `npm run build` first) and checks what an
// integrator installs, in a temporary folder:
//   - the package's shape: packed size ≤ 1.2 MB, every `sideEffects` pattern matches a shipped
//     file, every shipped source map names its sources inside the package and carries their text,
//     and no shipped file links a map that is not shipped;
//   - plain Node 20 ESM: both entries import without throwing (no DOM, no customElements), and
//     renderToString(<OrdersArea />) renders;
//   - a strict consumer (tests/package/consumer) type-checks against the tarball, libraries
//     included (no skipLibCheck), under moduleResolution NodeNext, Node16, Bundler and node10,
//     with `@ts-expect-error` lines that fail if a wrong prop, detail field or value were
//     accepted (so an entry typed as `any` fails too);
//   - @arethetypeswrong/cli and publint on the tarball.
// Offline: the tarball is unpacked where npm would install it, and its dependencies and the
// consumer's type packages are linked from this repository's node_modules.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
// A guard against shipping what should not be shipped (a stray folder, maps twice), not a budget
// for features: 1 MB held until bulk actions, saved views and the palette (1.09 MB, 43 % maps).
const MAX_PACKED_BYTES = 1.2 * 1024 * 1024;
if (!fs.existsSync(path.join(root, pkg.types))) {
  console.error(`${pkg.types} is missing: run npm run build first.`);
  process.exit(1);
}

const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};
const bin = (name, file) => path.join(root, "node_modules", name, file);

/** `sideEffects` / `files` style glob to a regular expression over package paths. */
const globToRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .replace(/^\.\//, "")
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*\/?/g, "\0")
      .replace(/\*/g, "[^/]*")
      .replace(/\0/g, ".*")}$`,
  );

const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-package-"));
try {
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--silent", "--pack-destination", work], { cwd: root, encoding: "utf8" }),
  );
  const tarball = path.join(work, packed.filename);
  // Kept for scripts/check-examples.mjs, which installs this same tarball in the example hosts.
  fs.mkdirSync(path.join(root, ".tmp", "package"), { recursive: true });
  fs.copyFileSync(tarball, path.join(root, ".tmp", "package", "shop-admin-backoffice.tgz"));
  const shipped = packed.files.map((file) => file.path);
  const declarations = shipped.filter((file) => file.endsWith(".d.ts"));
  const mapBytes = packed.files.filter((file) => file.path.endsWith(".map")).reduce((sum, file) => sum + file.size, 0);
  console.log(
    `packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB packed ` +
      `(${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked, source maps ${((100 * mapBytes) / packed.unpackedSize).toFixed(0)} %), ` +
      `${declarations.length} .d.ts (${declarations.join(", ")})`,
  );

  // The package's shape.
  check(packed.size <= MAX_PACKED_BYTES, `packed size ${packed.size} B is over ${MAX_PACKED_BYTES} B`);
  for (const pattern of [pkg.sideEffects].flat().filter((value) => typeof value === "string"))
    check(
      shipped.some((file) => globToRegExp(pattern).test(file)),
      `sideEffects pattern ${pattern} matches no shipped file`,
    );
  check(shipped.includes("LICENSE"), "LICENSE is not shipped");
  // The types describe the public entries, one file each, not the source tree.
  const typesTargets = Object.values(pkg.exports)
    .map((target) => (typeof target === "object" ? target.types : undefined))
    .filter(Boolean)
    .map((target) => target.replace(/^\.\//, ""));
  for (const file of declarations) check(typesTargets.includes(file), `${file} is shipped but is no entry's types`);

  const consumer = path.join(work, "consumer");
  fs.cpSync(path.join(root, "tests", "package", "consumer"), consumer, { recursive: true });
  fs.writeFileSync(
    path.join(consumer, "package.json"),
    JSON.stringify({ name: "shop-consumer", private: true, type: "module" }, null, 2),
  );
  const installed = path.join(consumer, "node_modules", ...pkg.name.split("/"));
  fs.mkdirSync(installed, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);

  for (const file of shipped.filter((name) => name.endsWith(".js"))) {
    const linked = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(path.join(installed, file), "utf8"))?.[1];
    if (linked)
      check(
        shipped.includes(path.posix.join(path.posix.dirname(file), linked)),
        `${file} links ${linked}, not shipped`,
      );
  }
  for (const file of shipped.filter((name) => name.endsWith(".map"))) {
    const map = JSON.parse(fs.readFileSync(path.join(installed, file), "utf8"));
    // One line per map: the first source outside the package, the first without its text.
    const outside = map.sources.find((source) =>
      path.posix.normalize(path.posix.join(path.posix.dirname(file), source)).startsWith("../"),
    );
    check(outside === undefined, `${file}: source ${outside} lies outside the package`);
    const textless = map.sources.find((_, index) => typeof map.sourcesContent?.[index] !== "string");
    check(textless === undefined, `${file}: source ${textless} has no text (sourcesContent)`);
  }

  // What npm would place in node_modules: the dependencies, the peers and, hoisted beside them,
  // everything they depend on in turn; plus the consumer's own React typings.
  const linked = new Set();
  const pending = [
    ...Object.keys(pkg.dependencies),
    ...Object.keys(pkg.peerDependencies),
    "@types/react",
    "@types/react-dom",
  ];
  while (pending.length > 0) {
    const name = pending.pop();
    const manifest = path.join(root, "node_modules", ...name.split("/"), "package.json");
    if (linked.has(name) || !fs.existsSync(manifest)) continue;
    linked.add(name);
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(fs.readFileSync(manifest, "utf8"));
    pending.push(...Object.keys(dependencies), ...Object.keys(peerDependencies));
  }
  for (const name of linked) {
    const target = path.join(consumer, "node_modules", ...name.split("/"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(path.join(root, "node_modules", ...name.split("/")), target, "dir");
  }

  // Plain Node ESM, as a server-rendering host or a script would load the package.
  try {
    const output = execFileSync(process.execPath, [path.join(consumer, "node-import.mjs")], {
      cwd: consumer,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    process.stdout.write(output);
  } catch (error) {
    problems.push(`plain Node ESM import failed:\n${error.stderr || error.message}`);
  }

  // The consumer under each module resolution an integrator may use, libraries checked too.
  const base = JSON.parse(fs.readFileSync(path.join(consumer, "tsconfig.json"), "utf8"));
  const resolutions = [
    { moduleResolution: "NodeNext", module: "NodeNext" },
    { moduleResolution: "Node16", module: "Node16" },
    { moduleResolution: "Bundler", module: "ESNext" },
    // node10 is deprecated in TypeScript 6 but still what older projects use; it reads `types`
    // (and typesVersions for ./elements), not `exports`.
    { moduleResolution: "node10", module: "ESNext", ignoreDeprecations: "6.0" },
  ];
  const tsc = bin("typescript", "bin/tsc");
  for (const options of resolutions) {
    const config = path.join(consumer, `tsconfig.${options.moduleResolution.toLowerCase()}.json`);
    const compilerOptions = { ...base.compilerOptions, ...options, skipLibCheck: false };
    fs.writeFileSync(config, JSON.stringify({ ...base, compilerOptions }, null, 2));
    try {
      execFileSync(process.execPath, [tsc, "-p", config], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      console.log(`types: the strict consumer type-checks under moduleResolution ${options.moduleResolution}`);
    } catch (error) {
      problems.push(`types under moduleResolution ${options.moduleResolution}:\n${error.stdout}${error.stderr}`);
    }
  }

  // The package is ESM-only ("type": "module", `import` conditions only), so the esm-only
  // profile leaves out what only CommonJS consumers meet (require() of ESM, node10 resolution);
  // the consumer above checks node10 itself.
  try {
    execFileSync(
      process.execPath,
      [bin("@arethetypeswrong/cli", "dist/index.js"), tarball, "--profile", "esm-only", "--format", "ascii"],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    console.log("attw --profile esm-only: no problems");
  } catch (error) {
    problems.push(`attw --profile esm-only:\n${error.stdout}${error.stderr}`);
  }
  try {
    const output = execFileSync(process.execPath, [bin("publint", "src/cli.js"), "run", tarball, "--strict"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    console.log(`publint --strict: ${output.trim().split("\n").at(-1)}`);
  } catch (error) {
    problems.push(`publint --strict:\n${error.stdout}${error.stderr}`);
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exitCode = 1;
} else {
  console.log(
    "the packed library: size, side effects, source maps, Node import, types in 4 resolutions, attw, publint",
  );
}
