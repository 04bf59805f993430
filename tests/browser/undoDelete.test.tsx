import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { CatalogArea } from "../../src/shell/StandaloneViews";
import { answer, expect, PIXEL, refused, sent, settle, signIn, user } from "./harness";
import { brand } from "./fixtures";

/**
 * Undo for deletes (issue 33): a delete's success notice offers Undo for 10 seconds; pressing it
 * finds the delete in the journal, asks the server to undo it, and the record is listed again
 * with "Restored …"; a refusal says why.
 */

const aurora = brand({ id: 3, brand_name: "Aurora", description: "d", image_url: PIXEL, categoryCount: 0 });

/** The journal's newest entry of brand 3: its delete, entry 41. */
const deleteEntry = {
  entries: [
    {
      id: 41,
      at: "2026-11-27T14:00:00.000Z",
      actor: { id: 2, name: "Alex Admin" },
      entity: "brand",
      recordId: 3,
      action: "delete",
      changes: { brand_name: { before: "Aurora", after: null } },
    },
  ],
  total: 1,
  page: 1,
  size: 1,
};

/** The brands list before the delete, after it, and after the undo (the server's state). */
let listed: object[] = [];

async function deleteAurora() {
  listed = [aurora];
  answer("GET /brand/get", () => listed);
  answer("DELETE /brand/delete/:id", () => {
    listed = [];
    return null;
  });
  answer("GET /journal", deleteEntry);
  render(<CatalogArea initialPath="/brand" />);
  await user.click(await screen.findByRole("button", { name: "Delete Aurora" }));
  await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
  // The spec's message stays, with Undo beside it.
  await screen.findByText("Brand Deleted Successfully");
  await waitFor(() => expect(screen.queryByRole("button", { name: "Delete Aurora" })).to.equal(null));
}

describe("Undo on a delete's notice", () => {
  beforeEach(() => signIn());

  it("pressing Undo undoes the delete's journal entry and the brand is listed again", async () => {
    await deleteAurora();
    answer("POST /journal/:id/undo", () => {
      listed = [aurora];
      return { restored: [{ entity: "brand", recordId: 3 }] };
    });
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Restored Aurora");
    await screen.findByRole("button", { name: "Delete Aurora" });
    const [lookup] = sent("GET /journal");
    expect(Object.fromEntries(lookup.query)).to.deep.equal({ entity: "brand", id: "3", size: "1" });
    expect(sent("POST /journal/:id/undo").map((request) => request.path)).to.deep.equal(["/journal/41/undo"]);
    // The notice went with the press: no second undo.
    expect(screen.queryByRole("button", { name: "Undo" })).to.equal(null);
  });

  it("a refused undo says why and the brand stays gone", async () => {
    await deleteAurora();
    answer("POST /journal/:id/undo", refused('A brand named "Aurora" exists now.', 409));
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Could not undo the delete of Aurora");
    expect(screen.getByText('A brand named "Aurora" exists now.')).to.exist;
    await settle();
    expect(screen.queryByRole("button", { name: "Delete Aurora" })).to.equal(null);
  });

  it("Undo is offered for 10 seconds, then the notice goes", async function (this: { timeout(ms: number): void }) {
    this.timeout(18_000);
    await deleteAurora();
    const shownAt = Date.now();
    expect(screen.getByRole("button", { name: "Undo" })).to.exist;
    await waitFor(() => expect(screen.queryByRole("button", { name: "Undo" })).to.equal(null), { timeout: 14_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).to.be.within(9_000, 12_000);
    expect(sent("POST /journal/:id/undo")).to.have.length(0);
  });
});
