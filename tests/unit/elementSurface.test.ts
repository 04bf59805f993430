import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, test } from "vitest";
import { ATTRIBUTE_PROPS } from "../../elements/defineElement";
import { camelCase, COMMON_ATTRIBUTES, COMMON_PROPERTIES, ELEMENTS, EVENTS } from "../../elements/definitions";
import "../../elements/index";
import type { ShopElementAttributes, ShopElementProperties } from "../../elements/jsx";

/**
 * elements/definitions.ts is the only place the elements' attributes, properties and events are
 * named; the element classes, the JSX typings and custom-elements.json derive from it. These
 * fail when one of them lists its own.
 */
const root = path.resolve(__dirname, "../..");
const attributeNames = COMMON_ATTRIBUTES.map((attribute) => attribute.name);
const propertyNames = COMMON_PROPERTIES.map((property) => property.name);
/** The common attributes and those only this element has (<shop-timeline>'s, issue 33). */
const attributesOf = (tag: string) => {
  const element = ELEMENTS.find((row) => row.tag === tag)!;
  return [...COMMON_ATTRIBUTES, ...("attributes" in element ? element.attributes : [])];
};

interface ManifestDeclaration {
  tagName: string;
  attributes: { name: string; type: { text: string } }[];
  members: { name: string }[];
  events: { name: string }[];
}

describe("the elements' public surface comes from definitions.ts", () => {
  test("custom-elements.json (as the build writes it) lists exactly its attributes, properties and events", () => {
    execFileSync(process.execPath, [path.join(root, "scripts/manifest.mjs")], { cwd: root, stdio: "pipe" });
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "custom-elements.json"), "utf8")) as {
      modules: { declarations: ManifestDeclaration[] }[];
    };
    const declarations = manifest.modules[0].declarations;
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(ELEMENTS.map((element) => element.tag));
    for (const declaration of declarations) {
      const element = ELEMENTS.find((row) => row.tag === declaration.tagName)!;
      const ownEvents = "events" in element ? element.events.map((event) => event.name) : [];
      expect(
        declaration.attributes.map((attribute) => attribute.name),
        declaration.tagName,
      ).toEqual(attributesOf(declaration.tagName).map((attribute) => attribute.name));
      expect(declaration.attributes.map((attribute) => attribute.type.text)).toEqual(
        attributesOf(declaration.tagName).map((attribute) => attribute.type.text),
      );
      expect(
        declaration.members.map((member) => member.name),
        declaration.tagName,
      ).toEqual(propertyNames);
      expect(
        declaration.events.map((event) => event.name),
        declaration.tagName,
      ).toEqual([...EVENTS.map((event) => event.name), ...ownEvents]);
    }
  });

  test("every element observes exactly its attributes and has an accessor for each property", () => {
    expect(Object.keys(ATTRIBUTE_PROPS).sort()).toEqual(attributeNames.map(camelCase).sort());
    for (const { tag } of ELEMENTS) {
      const element = customElements.get(tag) as
        (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
      expect(element, tag).toBeDefined();
      expect([...element!.observedAttributes].sort(), tag).toEqual(
        attributesOf(tag)
          .map((attribute) => attribute.name)
          .sort(),
      );
      for (const name of propertyNames) {
        let prototype: object | null = element!.prototype as object;
        let accessor: PropertyDescriptor | undefined;
        while (prototype && !accessor) {
          accessor = Object.getOwnPropertyDescriptor(prototype, name);
          prototype = Object.getPrototypeOf(prototype) as object | null;
        }
        expect(accessor?.set, `${tag}.${name}`).toBeTypeOf("function");
      }
    }
  });

  test("the JSX and DOM typings name the same attributes and properties", () => {
    type Attribute = (typeof COMMON_ATTRIBUTES)[number]["name"];
    type Property = (typeof COMMON_PROPERTIES)[number]["name"];
    expectTypeOf<keyof ShopElementProperties>().toEqualTypeOf<ReturnType<typeof camelCase<Attribute>> | Property>();
    expectTypeOf<Extract<keyof ShopElementAttributes<"shop-orders">, Attribute | Property>>().toEqualTypeOf<
      Attribute | Property
    >();
    // An element's own attributes: on its tag only, as attributes and as camel-cased properties.
    expectTypeOf<ShopElementAttributes<"shop-timeline">["record-id"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<"record-id">().not.toMatchTypeOf<keyof ShopElementAttributes<"shop-orders">>();
    expectTypeOf<HTMLElementTagNameMap["shop-timeline"]["recordId"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<"order" | "product">().toExtend<HTMLElementTagNameMap["shop-timeline"]["entity"]>();
    expectTypeOf<"orders">().not.toExtend<HTMLElementTagNameMap["shop-timeline"]["entity"]>();
  });
});
