import type { ComponentType } from "react";
import { AttributeForm } from "./AttributeForm";
import { AttributeList } from "./AttributeList";
import { colors, nicotineStrengths, tags, type AttributeKind } from "./attributeKinds";
import type { AttributeKindId } from "./attributePaths";

function screensOf<Key extends string, Row extends { id: number } & Record<Key, string>>(
  kind: AttributeKind<Key, Row>,
) {
  return {
    list: () => <AttributeList kind={kind} />,
    form: () => <AttributeForm kind={kind} />,
  };
}

/** Each kind's list and form screen: the one list and the one form, configured by the kind. */
export const attributeScreens: Record<AttributeKindId, { list: ComponentType; form: ComponentType }> = {
  colors: screensOf(colors),
  tags: screensOf(tags),
  nicotineStrengths: screensOf(nicotineStrengths),
};
