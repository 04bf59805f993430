import {
  COMMON_ATTRIBUTES,
  COMMON_PROPERTIES,
  CSS_PARTS,
  CSS_PROPERTIES,
  ELEMENTS,
  EVENTS,
  eventTypeText,
  type AttributeDefinition,
  type EventDefinition,
  type SlotDefinition,
} from "./definitions";

/** "shop-orders" -> "ShopOrdersElement": the class name the manifest declares. */
const className = (tag: string) =>
  tag.replace(/(^|-)(\w)/g, (_, __: string, letter: string) => letter.toUpperCase()) + "Element";

/**
 * custom-elements.json's content, from the one table in definitions.ts (scripts/manifest.mjs
 * writes it at build; tests/unit/elementSurface.test.ts checks it against the table).
 */
export function buildManifest() {
  return {
    schemaVersion: "1.0.0",
    readme: "README.md",
    modules: [
      {
        kind: "javascript-module",
        path: "dist/elements/index.js",
        declarations: ELEMENTS.map((element) => ({
          kind: "class",
          customElement: true,
          name: className(element.tag),
          tagName: element.tag,
          summary: element.summary,
          attributes: [
            ...COMMON_ATTRIBUTES,
            ...("attributes" in element ? (element.attributes as readonly AttributeDefinition[]) : []),
          ].map((attribute: AttributeDefinition) => ({
            name: attribute.name,
            type: { text: attribute.type.text },
            description: attribute.description,
            ...("default" in attribute && attribute.default ? { default: JSON.stringify(attribute.default) } : {}),
          })),
          members: COMMON_PROPERTIES.map((property) => ({
            kind: "field",
            name: property.name,
            type: { text: property.type.text },
            description: property.description,
          })),
          events: [...EVENTS, ...("events" in element ? (element.events as readonly EventDefinition[]) : [])].map(
            (event: EventDefinition) => ({
              name: event.name,
              type: { text: eventTypeText(event) },
              description: event.cancelable ? `${event.description} Cancelable.` : event.description,
            }),
          ),
          slots: "slots" in element ? (element.slots as readonly SlotDefinition[]) : [],
          cssParts: CSS_PARTS,
          cssProperties: CSS_PROPERTIES,
        })),
        exports: ELEMENTS.map((element) => ({
          kind: "custom-element-definition",
          name: element.tag,
          declaration: { name: className(element.tag), module: "dist/elements/index.js" },
        })),
      },
    ],
  };
}
