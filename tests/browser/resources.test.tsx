import { CatalogArea, SettingsArea } from "../../src/shell/StandaloneViews";
import type { Banner } from "../../src/core/types";
import {
  answer,
  click,
  expect,
  getByRole,
  getByText,
  PIXEL,
  queryAllByRole,
  queryByText,
  render,
  sent,
  signIn,
  waitFor,
} from "./harness";
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
    await render(<CatalogArea initialPath="/brand" />);
    await render(<SettingsArea initialPath="/setting/banner-management" />);
    await waitFor(() => expect(getByRole("button", "Delete Aurora")).to.exist);
    await waitFor(() => expect(getByText("Spring pods")).to.exist);
    expect(sent("GET /banner/get")).to.have.length(1);

    await click(getByRole("button", "Delete Aurora"));
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText("Brand Deleted Successfully")).to.exist);

    // A boolean, not the element: a failure message then names the banner, not a serialised DOM node.
    await waitFor(() => expect(queryByText("Spring pods") !== null, "Spring pods still listed").to.equal(false));
    expect(getByText("No Banner found")).to.exist;
    expect(sent("GET /banner/get")).to.have.length(2);
    expect(queryAllByRole("button", "Delete Aurora").length).to.equal(0);
  });
});
