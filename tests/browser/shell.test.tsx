import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import type { Faq } from "../../src/core/types";
import { BackOffice } from "../../src/shell/BackOffice";
import { account } from "./fixtures";
import { answer, expect, signIn, user } from "./harness";

/**
 * The back-office's shell for keyboard and small-screen operators (issue 31, items 10 and 3):
 * "Skip to content" is every page's first Tab stop, and the settings menu folds on narrow screens.
 */

/*
 * The page's viewport, through Web Test Runner's set-viewport command (its browser helper imports
 * the runner's socket module by a literal path the tests' bundler cannot resolve, so it is sent here).
 */
const socketModule = "/__web-dev-server__web-socket.js";
async function setViewport(width: number, height: number): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get("wtr-session-id");
  const socket = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse: (message: object) => Promise<{ executed: boolean }>;
  };
  const reply = await socket.sendMessageWaitForResponse({
    type: "wtr-command",
    sessionId,
    command: "set-viewport",
    payload: { width, height },
  });
  expect(reply.executed, "set-viewport ran").to.equal(true);
  await waitFor(() => expect(innerWidth).to.equal(width));
}

const FAQ: Faq = {
  id: 6,
  question: "When do orders ship?",
  answer: "Orders leave the warehouse within two working days of payment",
  status: "ACTIVE",
  created_at: "2026-11-02T10:00:00.000Z",
};

const hasFocus = (element: Element) => element.matches(":focus");
const skipLink = () => screen.getByRole("link", { name: "Skip to content" });

/** The settings shell on the FAQs screen, as a signed-in admin opens it. */
async function openFaqs(): Promise<void> {
  signIn();
  answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }));
  answer("GET /faqs/all", [FAQ]);
  render(<BackOffice routing="memory" initialPath="/setting/faqs" />);
  await screen.findByRole("heading", { level: 1, name: "FAQs" });
}

describe("Skip to content", () => {
  it("is the sign-in page's first Tab stop, shows only when focused, and moves focus to the form", async () => {
    render(<BackOffice routing="memory" initialPath="/" />);
    const main = await screen.findByRole("main");
    const link = skipLink();
    expect(link.getBoundingClientRect().bottom, "hidden above the page until focused").to.be.at.most(0);

    await user.tab();
    expect(hasFocus(link), "first Tab stop").to.equal(true);
    const shown = link.getBoundingClientRect();
    expect(shown.top, "inside the viewport once focused").to.be.at.least(0);
    expect(shown.height).to.be.above(0);

    await user.keyboard("{Enter}");
    expect(hasFocus(main), "focus on the main content").to.equal(true);
    await user.tab();
    expect(hasFocus(screen.getByPlaceholderText("Email")), "the next Tab stop is the form's first field").to.equal(
      true,
    );
  });

  it("skips the sidebar and header of a signed-in screen", async () => {
    await openFaqs();
    await user.tab();
    expect(hasFocus(skipLink()), "first Tab stop").to.equal(true);
    await user.keyboard("{Enter}");
    const main = screen.getByRole("main");
    expect(hasFocus(main), "focus on the main content").to.equal(true);
    await user.tab();
    const next = document.activeElement;
    expect(next !== null && main.contains(next), "the next Tab stop is inside the content").to.equal(true);
    const sidebar = screen.getByRole("navigation", { name: "Main navigation" });
    expect(next !== null && sidebar.contains(next), "not a sidebar link").to.equal(false);
  });
});

describe("The settings menu on small screens", () => {
  afterEach(() => setViewport(1280, 800));

  for (const [width, height] of [
    [375, 667],
    [768, 1024],
  ] as const) {
    it(`folds behind a button at ${width} px, so the screen starts in the first view`, async () => {
      await setViewport(width, height);
      await openFaqs();
      const menu = screen.getByRole("navigation", { name: "Settings navigation" });
      const toggle = within(menu).getByRole("button", { name: /Menu · FAQs/ });
      expect(toggle.getAttribute("aria-expanded")).to.equal("false");
      expect(within(menu).queryByRole("link", { name: "Change Password" }), "entries folded").to.equal(null);
      const heading = screen.getByRole("heading", { level: 1, name: "FAQs" });
      expect(heading.getBoundingClientRect().bottom, "the screen's heading in the first view").to.be.at.most(height);

      await user.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).to.equal("true");
      const entry = within(menu).getByRole("link", { name: "Change Password" });
      expect(entry.getBoundingClientRect().height).to.be.above(0);

      await user.keyboard("{Escape}");
      expect(within(menu).queryByRole("link", { name: "Change Password" }), "Escape folds it").to.equal(null);
      expect(hasFocus(toggle), "focus back on the button").to.equal(true);
    });
  }

  it("stays open beside the screen, with no fold button, on a wide screen", async () => {
    await setViewport(1280, 800);
    await openFaqs();
    const menu = screen.getByRole("navigation", { name: "Settings navigation" });
    expect(within(menu).queryByRole("button", { name: /Menu/ })).to.equal(null);
    const entry = within(menu).getByRole("link", { name: "Change Password" });
    expect(entry.getBoundingClientRect().height).to.be.above(0);
  });
});
