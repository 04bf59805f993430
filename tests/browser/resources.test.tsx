import { CatalogArea, SettingsArea } from "../../src/shell/StandaloneViews";
import type { Banner } from "../../src/core/types";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, PIXEL, sent, signIn, user } from "./harness";
import { brand } from "./fixtures";

const aurora = brand({ id: 3, brand_name: "Aurora", description: "d", image_url: PIXEL, categoryCount: 0 });
const springPods: Banner = {
  id: 4,
  title: "Spring pods",
  img_url: PIXEL,
  target_type: "BRAND",
  target_id: 3,
  target_name: "Aurora",
  status: "ACTIVE",
  created_at: "2026-11-02T10:00:00.000Z",
};

beforeEach(() => signIn());

/**
 * Resources are shared by the areas (src/core/resources): what one area changes on the server,
 * another area's lists on the same page show without a reload.
 */
describe("resources shared by the areas", () => {
  it("deleting a brand drops its banner from Settings › Banners on the same page", async () => {
    // The server deletes the banners pointing at a brand with it (host-demo/server/lib/catalogChecks.ts).
    let brandDeleted = false;
    answer("GET /brand/get", () => (brandDeleted ? [] : [aurora]));
    answer("GET /banner/get", () => (brandDeleted ? [] : [springPods]));
    answer("DELETE /brand/delete/:id", () => {
      brandDeleted = true;
      return null;
    });
    render(<CatalogArea initialPath="/brand" />);
    render(<SettingsArea initialPath="/setting/banner-management" />);
    const deleteAurora = await screen.findByRole("button", { name: "Delete Aurora" });
    await screen.findByText("Spring pods");
    expect(sent("GET /banner/get")).to.have.length(1);

    await user.click(deleteAurora);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await screen.findByText("Brand Deleted Successfully");

    // Compared as text, not elements: a failure message then names the banner, not a serialised DOM node.
    await waitFor(() => expect(document.body.textContent, "Spring pods still listed").to.not.contain("Spring pods"));
    screen.getByText("No Banner found");
    expect(sent("GET /banner/get")).to.have.length(2);
    expect(screen.queryAllByRole("button", { name: "Delete Aurora" })).to.have.length(0);
  });
});
