import "../../../elements/index";
import { notify } from "../../../src/core/notify";
import { waitFor } from "@testing-library/dom";
import { answer, expect, signIn, shadowScreen, user } from "../harness";
import { orderFixture, orderPageOf, product } from "../fixtures";

/*
 * A portal whose CSP is `style-src 'self'`: no nonce, no 'unsafe-inline' (a static or CDN-served
 * page cannot mint a nonce). This file runs in its own web-test-runner group whose page carries
 * that policy in a <meta http-equiv> (web-test-runner.config.mjs, group "strict-csp").
 */

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

// Every violation the page reports (they bubble and are composed, so shadow roots' reach the document).
const violations: string[] = [];
document.addEventListener("securitypolicyviolation", (event) =>
  violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
);

afterEach(() => {
  const seen = violations.splice(0);
  expect(seen, "CSP violations").to.deep.equal([]);
});

function mount(html: string): HTMLElement {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = html;
  document.body.appendChild(wrapper);
  return wrapper;
}

const shadowOf = (wrapper: HTMLElement, tag: string) => wrapper.querySelector(tag)!.shadowRoot!;

/** What an operator sees of the element's own CSS: the primary button's colours and the font. */
function looksStyled(root: ShadowRoot, buttonName: string) {
  const button = shadowScreen(root).getByRole("button", { name: buttonName });
  expect(getComputedStyle(button).backgroundColor, `${buttonName} background`).to.equal("rgb(36, 71, 198)");
  expect(getComputedStyle(button).color, `${buttonName} text`).to.equal("rgb(255, 255, 255)");
  // The tokens' font stack (--shop-font's fallback) on the element's own wrapper, not the UA's serif.
  const wrapper = root.querySelector<HTMLElement>("[data-shop-root]")!;
  expect(getComputedStyle(wrapper).fontFamily).to.contain("system-ui");
}

describe("elements on a page whose CSP is style-src 'self' (no nonce)", () => {
  it("the page really refuses inline <style> (this group's policy is in force)", async () => {
    const style = document.createElement("style");
    style.textContent = "body { color: rgb(1, 2, 3); }";
    document.head.appendChild(style);
    await waitFor(() => expect(violations.length).to.be.greaterThan(0));
    expect(getComputedStyle(document.body).color).to.not.equal("rgb(1, 2, 3)");
    style.remove();
    violations.splice(0);
  });

  it("<shop-sign-in> shows its styled form, with no <style> element in its shadow root", async () => {
    const wrapper = mount(`<shop-sign-in api-base="/api"></shop-sign-in>`);
    const root = shadowOf(wrapper, "shop-sign-in");
    await shadowScreen(root).findByRole("button", { name: "LOGIN" });
    looksStyled(root, "LOGIN");
    expect(root.querySelectorAll("style")).to.have.length(0);
    expect(root.adoptedStyleSheets.length).to.be.greaterThan(0);
  });

  it("two elements on one page each receive the rules of the components they share", async () => {
    // Signed out and without a <shop-sign-in>, each area shows its own sign-in form: the same
    // styled components, whose rules styled-components generates once per page.
    const wrapper = mount(`<shop-orders api-base="/api"></shop-orders><shop-catalog api-base="/api"></shop-catalog>`);
    for (const tag of ["shop-orders", "shop-catalog"]) {
      const root = shadowOf(wrapper, tag);
      await shadowScreen(root).findByRole("button", { name: "LOGIN" });
      looksStyled(root, "LOGIN");
    }
  });

  it("a signed-in <shop-orders> shows its list styled, and a notice in it is styled", async () => {
    signIn();
    answer(
      "GET /admin/orders",
      orderPageOf([{ ...orderFixture(41, "Aoife Byrne", "PENDING"), order_number: "ORD-1" }]),
    );
    const wrapper = mount(`<shop-orders api-base="/api" notices="all"></shop-orders>`);
    const root = shadowOf(wrapper, "shop-orders");
    await shadowScreen(root).findByRole("button", { name: "Actions for order ORD-1" });
    const table = root.querySelector("table")!;
    expect(getComputedStyle(table).borderCollapse).to.equal("collapse");
    notify.error("Failed to confirm order ORD-1");
    const card = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-notice-kind="error"]');
      expect(found, "notice").to.exist;
      return found!;
    });
    // The notice card: a 4 px left border in the danger colour, rounded, with a shadow.
    expect(getComputedStyle(card).borderLeftWidth).to.equal("4px");
    expect(getComputedStyle(card).borderLeftColor).to.equal("rgb(180, 35, 24)");
    expect(getComputedStyle(card).boxShadow).to.not.equal("none");
  });

  it("react-select's picker and the date picker's calendar are styled in <shop-discounts>", async () => {
    signIn();
    answer("GET /products", { products: [product({ id: 7, product_name: "Mango pod" })], totalProducts: 1 });
    const wrapper = mount(`<shop-discounts api-base="/api" path="/discount/product"></shop-discounts>`);
    const root = shadowOf(wrapper, "shop-discounts");

    // react-select (emotion): its control is a bordered flex box, and its menu opens styled.
    const picker = await waitFor(() => {
      const found = root.querySelector<HTMLInputElement>('input[role="combobox"]');
      expect(found, "react-select's input").to.exist;
      return found!;
    });
    const control = picker.closest<HTMLElement>('[class*="-control"]')!;
    expect(getComputedStyle(control).display).to.equal("flex");
    expect(getComputedStyle(control).borderTopStyle).to.equal("solid");
    await user.type(picker, "mang");
    const option = await shadowScreen(root).findByRole("option", { name: "Mango pod" });
    const menu = option.closest<HTMLElement>('[class*="-menu"]')!;
    expect(getComputedStyle(menu).position).to.equal("absolute");
    expect(getComputedStyle(menu).boxShadow).to.not.equal("none");

    // react-datepicker: once its code has loaded, the calendar opens with its own stylesheet.
    const input = await waitFor(() => {
      const found = shadowScreen(root).getByRole("textbox", { name: "Start date" }) as HTMLInputElement;
      expect(found.readOnly, "the calendar has taken the box over").to.equal(false);
      return found;
    });
    await user.click(input);
    const calendar = await waitFor(() => {
      const found = root.querySelector<HTMLElement>(".react-datepicker");
      expect(found, "calendar").to.exist;
      return found!;
    });
    expect(getComputedStyle(calendar).display).to.equal("inline-block");
    expect(getComputedStyle(calendar).borderTopStyle).to.equal("solid");
    expect(root.querySelectorAll("style")).to.have.length(0);
  });
});
