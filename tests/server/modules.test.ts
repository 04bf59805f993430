import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Route modules stand alone: none imports app.ts or another route module (index.ts, the list
 * that registers them, is the one exception). Shared checks and options live in lib/, schemas/
 * and options.ts, so a route can be read, moved or removed without touching its neighbours.
 */
const routesDir = path.resolve("host-demo/server/routes");
const appFile = path.resolve("host-demo/server/app.ts");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name.endsWith(".ts") ? [full] : [];
  });
}

test("no route module imports app.ts or another route module", () => {
  const files = routeFiles(routesDir).filter((file) => file !== path.join(routesDir, "index.ts"));
  expect(files.length).toBeGreaterThan(20);
  const offending: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/from\s+"(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), specifier).replace(/\.js$/, ".ts");
      if (target === appFile || target.startsWith(routesDir + path.sep)) {
        offending.push(`${path.relative(routesDir, file)} imports ${specifier}`);
      }
    }
  }
  expect(offending).toEqual([]);
});
