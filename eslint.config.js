import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import globals from "globals";
import tseslint from "typescript-eslint";

// Every feature folder gets its zones, so a new area is covered the moment its folder exists
// (tests/unit/registration.test.ts checks that the folders and shell/areas.ts agree).
const features = fs
  .readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PATH_MESSAGE = "Build a screen's path with its builder from core/paths (ordersPaths.detail(id)), not a string.";

/**
 * Where a path written as a string ("/brand", `/view-order/${id}`) would be a navigation: a link's
 * `to` or `href` (`<Navigate to>` too) or a part's link prop, an object's `to`, `href`, `pathname`
 * or `…Path`, an argument of navigate() or redirect(), and location.href. API request URLs
 * (`query: () => "/admin/orders"`) are none of these.
 */
function pathLiteralSelectors() {
  // esquery's regex cannot hold a "/": \x2F is the slash.
  const strings = ["Literal[value=/^\\x2F/]", "TemplateLiteral[quasis.0.value.raw=/^\\x2F/]"];
  const places = [
    // A part's link target passed down as a prop: addTo, editTo, editPath, productsPath…
    "JSXAttribute[name.name=/^(to|href|back|returnTo|[a-z]+To|[a-z]+Path)$/]",
    "Property[key.name=/^(to|href|pathname|[a-z]+Path)$/]",
    "CallExpression[callee.name=/^(navigate|redirect)$/]",
    "AssignmentExpression[left.property.name='href']",
  ];
  return places.flatMap((place) =>
    strings.flatMap((string) => [
      `${place} > ${string}`,
      // The value inside {…}, or either side of a condition.
      `${place} > JSXExpressionContainer > ${string}`,
      `${place} > ConditionalExpression > ${string}`,
      `${place} > JSXExpressionContainer > ConditionalExpression > ${string}`,
      `${place} > LogicalExpression > ${string}`,
      // A builder written in place: editPath={(row) => `/add-brand?id=${row.id}`}.
      `${place} > JSXExpressionContainer > ArrowFunctionExpression > ${string}`,
    ]),
  );
}

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      ".tmp/**",
      "test-results/**",
      "playwright-report/**",
      "custom-elements.json",
      // The examples' builds (their node_modules are ignored by default).
      "examples/*/dist/**",
      "examples/*/.next/**",
      "examples/*/next-env.d.ts",
      "examples/.pack/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { maxDepth: 4, ignoreExternal: true }],
      // A feature imports core and ui, never another feature; core and ui stay below (docs/architecture.md, Rules).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: "./src/features",
              except: [`./${feature}`],
              message: "A feature may import core/ and ui/, never another feature.",
            })),
            {
              target: "./src/core",
              from: ["./src/ui", "./src/shell", "./src/features"],
              message: "core/ imports nothing above it.",
            },
            {
              target: "./src/ui",
              from: ["./src/core/api", "./src/core/store.ts", "./src/shell", "./src/features"],
              message: "ui/ knows nothing of the API or the store.",
            },
            {
              // A part shows what it is given: its data comes through props or a core hook
              // (core/savedViews, core/recordHistory, core/undoOffer), never from a resource itself.
              target: "./src/ui",
              from: "./src/core/resources",
              message: "ui/ holds no data access: take the data through props or a core/ hook, not core/resources.",
            },
            { target: "./src/features", from: "./src/shell", message: "features do not import the shell." },
            {
              target: "./src/shell",
              from: "./src/features",
              except: features.map((feature) => `./${feature}/index.ts`),
              message: "The shell imports a feature only through its public index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // A screen's path is written once, in core/paths: a link or navigation in a feature builds it
    // there (ordersPaths.detail(id)), so a renamed path cannot leave a dead link behind.
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...pathLiteralSelectors().map((selector) => ({ selector, message: PATH_MESSAGE })),
      ],
    },
  },
  {
    // tests/e2e/fixtures.ts fails a test on any CSP violation; every spec takes `test` from it.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          name: "@playwright/test",
          message: 'Import test and expect from "./fixtures" (it fails a test on any CSP violation).',
        },
      ],
    },
  },
  {
    files: ["tests/**", "bench/**", "scripts/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      // chai's property assertions (expect(x).to.exist) are expressions by design.
      "@typescript-eslint/no-unused-expressions": "off",
    },
  },
);
