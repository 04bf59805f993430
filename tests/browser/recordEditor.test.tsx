import { CatalogArea } from "../../src/shell/StandaloneViews";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, json, PIXEL, refused, sent, signIn, typeOver, user } from "./harness";
import { brand } from "./fixtures";

/**
 * The edit controller (core/useRecordEditor.ts) every edit and create screen goes through, seen
 * through one real screen, the brand form: a stale save opens the conflict review, a name another
 * record has (409) is said at its field, which gets the focus, and a failed save keeps what was typed.
 */

const opened = brand({ id: 3, brand_name: "Aurora", description: "Bright", image_url: PIXEL, version: 1 });

const nameField = () => screen.getByRole("textbox", { name: "Brand Name" }) as HTMLInputElement;
const descriptionField = () => screen.getByRole("textbox", { name: "Description" }) as HTMLTextAreaElement;

async function openBrand() {
  signIn();
  answer("GET /brandbyId/get/:id", opened);
  answer("GET /brand/get", []);
  render(<CatalogArea initialPath="/add-brand?id=3" />);
  await waitFor(() => expect(nameField().value).to.equal("Aurora"));
}

describe("the edit controller, through the brand form", () => {
  it("a stale save (412) opens the conflict review with both sides; nothing else is said", async () => {
    await openBrand();
    const theirs = { ...opened, brand_name: "Aurora Labs", version: 2 };
    answer("PUT /brand/update/:id", json({ success: false, message: "Changed meanwhile.", body: theirs }, 412));
    await typeOver(nameField(), "Aurora Mine");
    await user.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Changed elsewhere while you edited" });
    expect(sent("PUT /brand/update/:id")[0].ifMatch).to.equal('"1"');
    const nameRow = within(dialog).getByRole("row", { name: /Brand Name/ });
    expect(within(nameRow).getByText("Aurora Labs")).to.exist;
    expect(within(nameRow).getByText("Aurora Mine")).to.exist;
    expect(screen.queryByText(/Error While Updating Brand/)).to.equal(null);
  });

  it("a name another brand has (409) shows under the name field, which gets the focus", async () => {
    await openBrand();
    answer("PUT /brand/update/:id", refused('A brand named "Vapor King" already exists.', 409));
    await typeOver(nameField(), "Vapor King");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(nameField().getAttribute("aria-invalid")).to.equal("true"));
    const message = document.getElementById(nameField().getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).to.equal('A brand named "Vapor King" already exists.');
    await waitFor(() => expect(document.activeElement).to.equal(nameField()));
    expect(nameField().value).to.equal("Vapor King");
  });

  it("a failed save says so and keeps every typed value", async () => {
    await openBrand();
    answer("PUT /brand/update/:id", refused("Database unavailable", 500));
    await typeOver(nameField(), "Aurora Two");
    await typeOver(descriptionField(), "Brighter still");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText('Error While Updating Brand "Aurora Two"');
    expect(nameField().value).to.equal("Aurora Two");
    expect(descriptionField().value).to.equal("Brighter still");
    expect(nameField().getAttribute("aria-invalid")).to.not.equal("true");
  });

  it("a refused check marks the empty name and moves the focus there; nothing is sent", async () => {
    await openBrand();
    await typeOver(nameField(), " ");
    descriptionField().focus();
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(document.activeElement).to.equal(nameField()));
    expect(nameField().getAttribute("aria-invalid")).to.equal("true");
    expect(sent("PUT /brand/update/:id")).to.have.length(0);
  });
});
