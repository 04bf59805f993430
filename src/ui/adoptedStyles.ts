import { __PRIVATE__ } from "styled-components";

/*
 * Styles of the elements' shadow roots as constructed stylesheets (`adoptedStyleSheets`). A <style>
 * element needs the page's nonce or 'unsafe-inline' under a CSP; a constructed sheet is CSSOM and
 * needs neither, so a portal with `style-src 'self'` shows styled elements.
 *
 * One sheet per source, shared by every shadow root of the page (a root adopts the sheets it
 * uses): styled-components and emotion generate a rule once per page, and every root sees it.
 * Nothing here runs at import (server rendering and Node have no CSSStyleSheet).
 */

/**
 * The sources in cascade order within a root: react-select's emotion first (it was prepended,
 * so the library's own rules can override it), then styled-components, then react-datepicker's
 * stylesheet (which came after the styled-components rules as a <style> beside the calendar).
 */
const ORDER = ["emotion", "styled", "datepicker"] as const;
export type SheetSource = (typeof ORDER)[number];

const sheets = new Map<SheetSource, CSSStyleSheet>();

/** The page's constructed sheet for `source`, made on first use (with `css`, for a fixed stylesheet). */
export function pageSheet(source: SheetSource, css?: string): CSSStyleSheet {
  let sheet = sheets.get(source);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    if (css) sheet.replaceSync(css);
    sheets.set(source, sheet);
  }
  return sheet;
}

/** Makes `root` adopt the page's sheet for `source` (once), keeping the sources' cascade order. */
export function adoptSheet(root: ShadowRoot, source: SheetSource, css?: string): void {
  const sheet = pageSheet(source, css);
  const adopted = root.adoptedStyleSheets;
  if (adopted.includes(sheet)) return;
  const ours = ORDER.map((name) => sheets.get(name)).filter(
    (candidate): candidate is CSSStyleSheet => candidate === sheet || (!!candidate && adopted.includes(candidate)),
  );
  // Sheets someone else adopted into this root stay, before ours.
  root.adoptedStyleSheets = [...adopted.filter((other) => ![...sheets.values()].includes(other)), ...ours];
}

type StyledSheet = InstanceType<typeof __PRIVATE__.StyleSheet>;
let styledSheet: StyledSheet | undefined;

/**
 * The styled-components sheet of every shadow root of the page (for StyleSheetManager's `sheet`).
 * styled-components keeps its rules in groups, one per component in definition order, and writes
 * them through a "tag", its own being a <style> element. This is its own StyleSheet with the
 * grouping kept and the tag swapped for one over the constructed sheet: getTag() builds the
 * grouped tag with a text tag (whose unused <style> lands in a detached <div>, never parsed, so
 * no CSP check), and `tag`, a public field of the grouped tag, is replaced before any rule.
 */
export function styledComponentsSheet(): StyledSheet {
  if (!styledSheet) {
    const css = pageSheet("styled");
    styledSheet = new __PRIVATE__.StyleSheet({ useCSSOMInjection: false, target: document.createElement("div") });
    styledSheet.getTag().tag = {
      get length() {
        return css.cssRules.length;
      },
      insertRule(index: number, rule: string) {
        try {
          css.insertRule(rule, index);
          return true;
        } catch {
          return false; // As styled-components' own CSSOM tag: the group does not count it.
        }
      },
      deleteRule: (index: number) => css.deleteRule(index),
      getRule: (index: number) => css.cssRules[index]?.cssText ?? "",
    };
  }
  return styledSheet;
}
