#!/usr/bin/env node
// Packs the library as `npm publish` would (run `npm run build` first), installs the tarball into a
// small strict consumer project in a temporary folder (tests/package/consumer) and type-checks it:
// the typed elements (HTMLElementTagNameMap, events, properties) and React JSX usage, with
// `@ts-expect-error` lines that fail the check if a wrong detail field or value were accepted.
// Offline: the tarball is unpacked where npm would install it, and its dependencies and the
// consumer's type packages are linked from this repository's node_modules.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
if (!fs.existsSync(path.join(root, pkg.types))) {
  console.error(`${pkg.types} is missing: run npm run build first.`);
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-package-"));
try {
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--silent", "--pack-destination", work], { cwd: root, encoding: "utf8" }),
  );
  const tarball = path.join(work, packed.filename);
  console.log(`packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB`);

  const consumer = path.join(work, "consumer");
  fs.cpSync(path.join(root, "tests", "package", "consumer"), consumer, { recursive: true });
  fs.writeFileSync(
    path.join(consumer, "package.json"),
    JSON.stringify({ name: "shop-consumer", private: true, type: "module" }, null, 2),
  );
  const installed = path.join(consumer, "node_modules", ...pkg.name.split("/"));
  fs.mkdirSync(installed, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);

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

  const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
  execFileSync(process.execPath, [tsc, "-p", path.join(consumer, "tsconfig.json")], { stdio: "inherit" });
  console.log("the packed library type-checks in a strict consumer (elements and React JSX)");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
