import { CatalogArea, SettingsArea } from "../../src/shell/StandaloneViews";
import { LocationsArea } from "../../src/shell/LocationsArea";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, json, PIXEL, sent, signIn, typeOver, user, type SentRequest } from "./harness";
import { brand } from "./fixtures";

/**
 * No silent lost update (issue 33): an edit form sends the version it was opened with as If-Match;
 * a 412 (someone saved meanwhile) opens the review beside the operator's typed values, and saving
 * from it sends the merged values with the server's new version.
 */

const opened = brand({ id: 3, brand_name: "Aurora", description: "Bright", image_url: PIXEL, version: 1 });
const theirs = { ...opened, brand_name: "Aurora Labs", description: "Changed by Sam", version: 2 };

/** The server: version 2 now; an update from version 1 is refused with it, one from 2 is saved. */
function serverAtVersionTwo() {
  answer("GET /brandbyId/get/:id", opened);
  answer("GET /brand/get", []);
  answer("PUT /brand/update/:id", (request: SentRequest) => {
    if (request.ifMatch === '"1"') {
      // From here on a read answers the newer record, as the server would.
      answer("GET /brandbyId/get/:id", theirs);
      return json(
        {
          success: false,
          message: "This record was changed by someone else since you opened it; here is the current one.",
          body: theirs,
        },
        412,
      );
    }
    return { ...theirs, ...JSON.parse(request.body ?? "{}"), version: 3 };
  });
}

const nameField = () => screen.getByRole("textbox", { name: "Brand Name" }) as HTMLInputElement;
const puts = () => sent("PUT /brand/update/:id");
const lastBody = () => JSON.parse(puts().at(-1)?.body ?? "null") as Record<string, unknown>;

async function saveStale(typed: string) {
  signIn();
  serverAtVersionTwo();
  render(<CatalogArea initialPath="/add-brand?id=3" />);
  await waitFor(() => expect(nameField().value).to.equal("Aurora"));
  await typeOver(nameField(), typed);
  await user.click(screen.getByRole("button", { name: "Update" }));
  return screen.findByRole("dialog", { name: "Changed elsewhere while you edited" });
}

describe("conflict review after a stale save", () => {
  it("sends the opened version; the 412 shows both values and keeps the typed text", async () => {
    const dialog = await saveStale("Aurora Mine");
    expect(puts()[0].ifMatch).to.equal('"1"');
    const nameRow = within(dialog).getByRole("row", { name: /Brand Name/ });
    expect(within(nameRow).getByText("Aurora Labs")).to.exist;
    expect(within(nameRow).getByText("Aurora Mine")).to.exist;
    const descriptionRow = within(dialog).getByRole("row", { name: /Description/ });
    expect(within(descriptionRow).getByText("Changed by Sam")).to.exist;
    expect(within(descriptionRow).getByText("Bright")).to.exist;
    // The form underneath still holds what the operator typed; no failure notice was raised.
    expect(nameField().value).to.equal("Aurora Mine");
    expect(screen.queryByText(/Error While Updating Brand/)).to.equal(null);
  });

  it("by default keeps what the operator changed and takes the server's other changes", async () => {
    const dialog = await saveStale("Aurora Mine");
    const name = within(dialog).getByRole("radiogroup", { name: "Brand Name" });
    expect((within(name).getByRole("radio", { name: "Keep mine" }) as HTMLInputElement).checked).to.equal(true);
    const description = within(dialog).getByRole("radiogroup", { name: "Description" });
    expect((within(description).getByRole("radio", { name: "Take theirs" }) as HTMLInputElement).checked).to.equal(
      true,
    );
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await waitFor(() => expect(puts()).to.have.length(2));
    expect(puts()[1].ifMatch).to.equal('"2"');
    expect(lastBody()).to.include({ brand_name: "Aurora Mine", description: "Changed by Sam" });
    await screen.findByText("Brand Updated Successfully");
  });

  it("take theirs for one field, keep mine for another", async () => {
    const dialog = await saveStale("Aurora Mine");
    const name = within(dialog).getByRole("radiogroup", { name: "Brand Name" });
    await user.click(within(name).getByRole("radio", { name: "Take theirs" }));
    const description = within(dialog).getByRole("radiogroup", { name: "Description" });
    await user.click(within(description).getByRole("radio", { name: "Keep mine" }));
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await waitFor(() => expect(puts()).to.have.length(2));
    expect(puts()[1].ifMatch).to.equal('"2"');
    expect(lastBody()).to.include({ brand_name: "Aurora Labs", description: "Bright" });
  });

  it("keep all mine and take all theirs choose every field", async () => {
    const dialog = await saveStale("Aurora Mine");
    await user.click(within(dialog).getByRole("button", { name: "Keep all mine" }));
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await waitFor(() => expect(puts()).to.have.length(2));
    expect(lastBody()).to.include({ brand_name: "Aurora Mine", description: "Bright" });
  });

  it("take all theirs saves the server's values with its version", async () => {
    const dialog = await saveStale("Aurora Mine");
    await user.click(within(dialog).getByRole("button", { name: "Take all theirs" }));
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await waitFor(() => expect(puts()).to.have.length(2));
    expect(puts()[1].ifMatch).to.equal('"2"');
    expect(lastBody()).to.include({ brand_name: "Aurora Labs", description: "Changed by Sam" });
  });

  it("back to the form keeps the typed text and saves nothing", async () => {
    const dialog = await saveStale("Aurora Mine");
    await user.click(within(dialog).getByRole("button", { name: "Back to the form" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).to.equal(null));
    expect(nameField().value).to.equal("Aurora Mine");
    expect(puts()).to.have.length(1);
  });
});

describe("conflict review on a settings form (FAQ)", () => {
  const openedFaq = {
    id: 6,
    question: "When do orders ship?",
    answer: "Within two days",
    status: "ACTIVE" as const,
    created_at: "2026-11-01T10:00:00.000Z",
    version: 4,
  };
  const theirsFaq = { ...openedFaq, answer: "Within one day", version: 5 };

  it("a stale FAQ save shows both answers; keep mine saves the typed answer with the new version", async () => {
    signIn();
    answer("GET /faqs/all", [openedFaq]);
    answer("PUT /faqs/update/:id", (request: SentRequest) => {
      if (request.ifMatch === '"4"') {
        answer("GET /faqs/all", [theirsFaq]);
        return json({ success: false, message: "Changed meanwhile", body: theirsFaq }, 412);
      }
      return { ...theirsFaq, ...JSON.parse(request.body ?? "{}"), version: 6 };
    });
    render(<SettingsArea initialPath="/setting/add-faq?id=6" />);
    const answerField = await screen.findByRole("textbox", { name: /^Answer/ });
    await typeOver(answerField, "Within three days");
    await user.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Changed elsewhere while you edited" });
    const row = within(dialog).getByRole("row", { name: /Answer/ });
    expect(within(row).getByText("Within one day")).to.exist;
    expect(within(row).getByText("Within three days")).to.exist;
    expect((screen.getByRole("textbox", { name: /^Answer/ }) as HTMLTextAreaElement).value).to.equal(
      "Within three days",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await waitFor(() => expect(sent("PUT /faqs/update/:id")).to.have.length(2));
    const [first, second] = sent("PUT /faqs/update/:id");
    expect(first.ifMatch).to.equal('"4"');
    expect(second.ifMatch).to.equal('"5"');
    expect(JSON.parse(second.body ?? "null")).to.include({
      question: "When do orders ship?",
      answer: "Within three days",
    });
  });
});

describe("conflict review on a location form (country)", () => {
  const opened = { id: 4, name: "France", status: "ACTIVE", created_at: "2026-11-01T10:00:00.000Z", version: 2 };
  const theirs = { ...opened, name: "République française", version: 3 };

  it("a stale rename shows both names; take theirs saves the server's name with its version", async () => {
    signIn();
    answer("GET /countries", [opened]);
    answer("GET /country/byid/:id", opened);
    answer("PUT /country/update/:id", (request: SentRequest) => {
      if (request.ifMatch === '"2"') {
        answer("GET /country/byid/:id", theirs);
        return json({ success: false, message: "Changed meanwhile", body: theirs }, 412);
      }
      return { ...theirs, ...JSON.parse(request.body ?? "{}"), version: 4 };
    });
    render(<LocationsArea initialPath="/setting/countries/add?id=4" />);
    const nameField = () => screen.getByRole("combobox", { name: /^Country name/ }) as HTMLInputElement;
    await waitFor(() => expect(nameField().value).to.equal("France"));
    await typeOver(nameField(), "Francia");
    await user.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Changed elsewhere while you edited" });
    const row = within(dialog).getByRole("row", { name: /Country name/ });
    expect(within(row).getByText("République française")).to.exist;
    expect(within(row).getByText("Francia")).to.exist;
    expect(nameField().value).to.equal("Francia");
    await user.click(within(dialog).getByRole("button", { name: "Take all theirs" }));
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await screen.findByText("Country updated successfully");
    const [first, second] = sent("PUT /country/update/:id");
    expect(first.ifMatch).to.equal('"2"');
    expect(second.ifMatch).to.equal('"3"');
    expect(JSON.parse(second.body ?? "null")).to.deep.equal({ name: "République française" });
  });
});
