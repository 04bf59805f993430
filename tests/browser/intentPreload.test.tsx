import { act } from "react";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { BackOffice } from "../../src/shell/BackOffice";
import { LocationsArea } from "../../src/shell/LocationsArea";
import { CatalogArea } from "../../src/shell/StandaloneViews";
import { account, brand, category } from "./fixtures";
import { answer, expect, quiet, sent, signIn, user } from "./harness";

/**
 * Intent preloading (src/shell/intent.ts): a rest of the pointer on a link (80 ms) or its focus
 * starts the screen's code and first data; a pointer passing over starts nothing, and the click
 * that follows sends nothing a second time. Fifty brand cards, each a link to its categories.
 */
const BRANDS = Array.from({ length: 50 }, (_, index) =>
  brand({ id: index + 1, brand_name: `Brand ${String(index + 1).padStart(2, "0")}` }),
);

const CATEGORIES = "GET /categories/brandId/:brandId";
/** The brands whose categories were asked for, in order. */
const asked = () => sent(CATEGORIES).map((request) => Number(request.params.brandId));

const linkTo = (brandId: number) => {
  const link = document.querySelector<HTMLAnchorElement>(`a[href="/category/${brandId}"]`);
  if (!link) throw new Error(`no link to brand ${brandId}'s categories`);
  return link;
};
const heading = () => document.querySelector("h1");
/** Real time passes (the rest is timed by the page), inside act: what it starts updates React. */
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  signIn();
  answer("GET /brand/get", BRANDS);
  answer("GET /brandbyId/get/:id", (request) => BRANDS[Number(request.params.id) - 1]);
  answer(CATEGORIES, (request) => [
    category({ id: 1000 + Number(request.params.brandId), category_name: "Pods", brand_id: 1 }),
  ]);
  answer("GET /user", account({ id: 90, full_name: "Alex Admin", user_type: "ADMIN" }));
});

async function brandsShown() {
  await screen.findByRole("heading", { name: "BRANDS" });
  await waitFor(() => linkTo(50));
  await quiet();
}

describe("intent preloading", () => {
  it("a rest of 80 ms on a card's link asks for its screen's data once; the click then sends nothing more", async () => {
    render(<BackOffice routing="memory" initialPath="/brand" />);
    await brandsShown();
    await user.hover(linkTo(7));
    await wait(120);
    expect(asked()).to.deep.equal([7]);
    await quiet();
    await user.click(linkTo(7));
    await screen.findByText("Pods");
    await quiet();
    expect(asked()).to.deep.equal([7]);
    // The brand that titles the screen is asked for at the click (a rest sends one request).
    expect(sent("GET /brandbyId/get/:id").map((request) => request.params.id)).to.deep.equal(["7"]);
  });

  it("a pointer that leaves a link after 40 ms starts nothing; resting on the next one starts that one", async () => {
    render(<BackOffice routing="memory" initialPath="/brand" />);
    await brandsShown();
    await user.hover(linkTo(3));
    await wait(40);
    await user.hover(heading() as Element);
    await wait(120);
    await quiet();
    expect(asked()).to.deep.equal([]);
    await user.hover(linkTo(4));
    await wait(120);
    await quiet();
    expect(asked()).to.deep.equal([4]);
  });

  it("sweeping over 50 links and resting on 3 asks for those 3 only; resting on one again asks nothing", async () => {
    render(<BackOffice routing="memory" initialPath="/brand" />);
    await brandsShown();
    const rests = [5, 20, 40];
    for (const brandId of BRANDS.map((each) => each.id)) {
      await user.hover(linkTo(brandId));
      if (rests.includes(brandId)) await wait(120);
    }
    await user.hover(heading() as Element);
    await quiet();
    expect(asked()).to.deep.equal(rests);
    await user.hover(linkTo(20));
    await wait(120);
    await quiet();
    expect(asked()).to.deep.equal(rests);
  });

  it("keyboard focus on a link starts at once in an area element; Enter then sends nothing more", async () => {
    render(<CatalogArea initialPath="/brand" />);
    await brandsShown();
    await act(async () => linkTo(9).focus());
    await waitFor(() => expect(asked()).to.deep.equal([9]));
    await quiet();
    await user.keyboard("{Enter}");
    await screen.findByText("Pods");
    await quiet();
    expect(asked()).to.deep.equal([9]);
  });

  it("a screen whose list is asked again at every visit does not ask twice for a rest and its click", async () => {
    const france = { id: 4, name: "France", status: "ACTIVE" as const, created_at: "2026-11-02T10:00:00.000Z" };
    answer("GET /countries", [france]);
    answer("GET /country/byid/:id", france);
    answer("GET /states/byCountryId/:id", [{ id: 12, name: "Île-de-France", countryId: 4, status: "ACTIVE" }]);
    render(<LocationsArea initialPath="/setting/countries" />);
    const link = await screen.findByRole("link", { name: "France" });
    await quiet();
    await user.hover(link);
    await wait(120);
    await quiet();
    expect(sent("GET /states/byCountryId/:id")).to.have.length(1);
    await user.click(link);
    await screen.findByRole("heading", { name: "France States" });
    await quiet();
    expect(sent("GET /states/byCountryId/:id")).to.have.length(1);
    expect(sent("GET /country/byid/:id")).to.have.length(1);
  });
});
