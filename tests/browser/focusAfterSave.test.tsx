import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { CatalogArea, SettingsArea } from "../../src/shell/StandaloneViews";
import { answer, expect, refused, sent, signIn, typeOver, user } from "./harness";

/** What has the keyboard focus, as "tag name" (the page itself is "BODY"). */
const focused = () => {
  const active = document.activeElement as HTMLElement | null;
  return active ? `${active.tagName} ${active.getAttribute("aria-label") ?? active.textContent?.trim() ?? ""}` : "none";
};

// Issue 31: a busy button is disabled while its save runs, and the browser drops the focus to the
// page; after a failed save the keyboard operator must find the form where they left it.
describe("focus after a failed save (keyboard)", () => {
  beforeEach(() => signIn());

  it("a refused colour save leaves focus on Submit, the name as typed", async () => {
    answer("POST /flavour", refused("flavour_name is too long"));
    render(<CatalogArea initialPath="/add-flavor" />);
    await screen.findByRole("heading", { name: "Add Color" });
    const name = screen.getByRole("textbox", { name: "Color Name" }) as HTMLInputElement;
    await typeOver(name, "Teal");
    screen.getByRole("button", { name: "Submit" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByText('Failed to save color "Teal"');
    await waitFor(() => expect(focused()).to.equal("BUTTON Submit"));
    expect(sent("POST /flavour")).to.have.length(1);
    expect(name.value).to.equal("Teal");
  });

  it("a refused FAQ save leaves focus on its submit button", async () => {
    answer("GET /faqs/all", []);
    answer("POST /faq/create", refused("question is too long"));
    render(<SettingsArea initialPath="/setting/add-faq" />);
    const question = (await screen.findByRole("textbox", { name: "Question" })) as HTMLInputElement;
    await typeOver(question, "When do orders ship?");
    await typeOver(screen.getByRole("textbox", { name: "Answer" }), "Within two days.");
    const submit = screen.getAllByRole("button").find((button) => button.getAttribute("type") === "submit")!;
    submit.focus();
    await user.keyboard("{Enter}");
    await screen.findByText("question is too long");
    await waitFor(() => expect(document.activeElement).to.satisfy((active: Element) => active === submit));
    expect(question.value).to.equal("When do orders ship?");
  });
});
