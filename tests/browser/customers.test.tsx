import { act } from "react";
import type { Review, SalePerson, User } from "../../src/core/types";
import { CustomersArea } from "../../src/shell/StandaloneViews";
import { account } from "./fixtures";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, ok, refused, renderLoaded, sent, settle, signIn, typeOver, user } from "./harness";

const customer = (id: number, full_name: string, bussiness_type: "B2B" | "B2C", fields: Partial<User> = {}): User => ({
  ...account({ id, full_name }),
  user_type: "USER",
  bussiness_type,
  vat_number: bussiness_type === "B2B" ? "IE1234567X" : null,
  orderCount: 0,
  totalNetPayable: 0,
  referred_by: null,
  address: [],
  ...fields,
});

const USERS = [
  customer(1, "Aoife Byrne", "B2B", { referred_by: "Rita Seller", used_referral_code: "SP1RITA" }),
  customer(2, "Brian Walsh", "B2C"),
  customer(3, "Ciara Byrne", "B2C"),
];

const review = (id: number, rating: number, name: string, product: string): Review => ({
  id,
  rating,
  comment: `Comment ${id} about ${product}, which is long enough to be worth reading in full on the detail page.`,
  created_at: "2026-11-02T10:00:00.000Z",
  user: { id: 100 + id, full_name: name, email: `${name.split(" ")[0].toLowerCase()}@example.test`, image_url: null },
  product: { id: 200 + id, product_name: product, productImages: [] },
});

const REVIEWS = [
  review(1, 5, "Aoife Byrne", "Mango Ice"),
  review(2, 2, "Brian Walsh", "Berry Blast"),
  review(3, 4, "Ciara Byrne", "Cola Kick"),
];

const salePerson = (id: number, full_name: string): SalePerson => ({
  id,
  full_name,
  email: `${full_name.split(" ")[0].toLowerCase()}@sales.example`,
  dob: "1985-03-14",
  contact_number: "31612345678",
  image_url: null,
  referral_code: `SP${id}`,
  account_status: "ACTIVE",
  created_at: "2026-01-10T09:00:00.000Z",
});

const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));
// The selection checkbox's cell (ui/useBulkSelection) is left out.
const cellTexts = (row: Element) =>
  Array.from(row.querySelectorAll("td:not(:has(input[type=checkbox]))")).map((cell) => cell.textContent);

beforeEach(() => signIn());

describe("users list", () => {
  it("shows a skeleton while loading, then every column; sale persons are the server's to leave out", async () => {
    let release: (response: Response) => void = () => {};
    answer("GET /users", () => new Promise((resolve) => (release = resolve)));
    render(<CustomersArea initialPath="/user" />);
    await waitFor(() => expect(document.querySelectorAll("tr[data-skeleton]").length).to.be.greaterThan(0));
    await act(async () => release(ok(USERS)));
    await waitFor(() => expect(rows()).to.have.length(3));
    expect(cellTexts(rows()[0]).slice(0, 7)).to.deep.equal([
      "1",
      "Aoife Byrne",
      "aoifebyrne@example.test",
      "+353 1 555 0100",
      "B2B",
      "Rita Seller",
      "ACTIVE",
    ]);
    // Referred by: a dash when none.
    expect(cellTexts(rows()[1])[5]).to.equal("—");
    expect(screen.getByText("3 of 3 users")).to.exist;
    expect(screen.getByRole("link", { name: "Aoife Byrne" }).getAttribute("href")).to.equal("/userProfile/1");
  });

  it("says No users found when there are none", async () => {
    answer("GET /users", []);
    render(<CustomersArea initialPath="/user" />);
    await screen.findByText("No users found");
  });

  it("a failed load shows the server's message, and Retry loads again", async () => {
    let fail = true;
    answer("GET /users", () => (fail ? refused("Database unavailable", 500) : ok(USERS)));
    render(<CustomersArea initialPath="/user" />);
    await screen.findByText("Error fetching users");
    expect(screen.getByText("Database unavailable")).to.exist;
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows()).to.have.length(3));
  });

  it("filters by business type with counts, and searches by name", async () => {
    answer("GET /users", USERS);
    render(<CustomersArea initialPath="/user" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    await user.click(screen.getByRole("button", { name: "B2C (2)" }));
    await screen.findByText("2 of 3 users");
    expect(screen.getByRole("button", { name: "B2C (2)" }).getAttribute("aria-pressed")).to.equal("true");
    await typeOver(screen.getByRole("searchbox", { name: "Search by name" }), "ciara");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(cellTexts(rows()[0])[1]).to.equal("Ciara Byrne");
    await typeOver(screen.getByRole("searchbox", { name: "Search by name" }), "nobody");
    await screen.findByText("No users found");
  });

  it("a refused delete shows why and the row stays", async () => {
    answer("GET /users", USERS);
    answer(
      "DELETE /user/delete/:id",
      refused("This user has orders; orders are kept, so the user cannot be deleted.", 409),
    );
    render(<CustomersArea initialPath="/user" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    await user.click(screen.getByRole("button", { name: "Actions for Brian Walsh" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete Profile" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete user "Brian Walsh"');
    expect(screen.getByText("This user has orders; orders are kept, so the user cannot be deleted.")).to.exist;
    expect(sent("DELETE /user/delete/:id")).to.have.length(1);
    expect(rows()).to.have.length(3);
  });
});

describe("sale persons list", () => {
  it("loads, then lists and searches; empty and failed loads say so", async () => {
    answer("GET /salepersons", [salePerson(1, "Rita Seller"), salePerson(2, "Sean Seller")]);
    render(<CustomersArea initialPath="/sale-person" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(cellTexts(rows()[0]).slice(1, 5)).to.deep.equal([
      "Rita Seller",
      "rita@sales.example",
      "31612345678",
      "14/03/1985",
    ]);
    await typeOver(screen.getByRole("searchbox", { name: "Search sale persons" }), "sean");
    await waitFor(() => expect(rows()).to.have.length(1));
  });

  it("says No sale persons found, or the server's message with Retry", async () => {
    let fail = true;
    answer("GET /salepersons", () => (fail ? refused("Database unavailable", 500) : ok([])));
    // Loaded in act: a part mounting after the failure would ask again while the server still fails.
    await renderLoaded(<CustomersArea initialPath="/sale-person" />);
    await screen.findByText("Error fetching sale persons");
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("No sale persons found");
  });
});

describe("reviews list", () => {
  it("shows stars with their text, filters by rating and searches by product or customer", async () => {
    answer("GET /reviews/all", REVIEWS);
    render(<CustomersArea initialPath="/reviews" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    expect(screen.getByText("5 out of 5")).to.exist;
    await user.click(screen.getByRole("button", { name: "2 stars" }));
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(screen.getByText("Berry Blast")).to.exist;
    await user.click(screen.getByRole("button", { name: "All ratings" }));
    await typeOver(screen.getByRole("searchbox", { name: "Search by product or customer" }), "ciara");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(screen.getByText("Cola Kick")).to.exist;
  });

  it("says No reviews found, or the server's message with Retry", async () => {
    let fail = true;
    answer("GET /reviews/all", () => (fail ? refused("Database unavailable", 500) : ok([])));
    render(<CustomersArea initialPath="/reviews" />);
    await screen.findByText("Error fetching reviews");
    await settle();
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("No reviews found");
  });

  it("deletes the selection in one action; a failed row stays selected with its reason", async () => {
    let listed = REVIEWS;
    answer("GET /reviews/all", () => ok(listed));
    answer("DELETE /review/delete/:id", (request) => {
      if (request.params.id === "2") return refused("Review not found", 404);
      listed = listed.filter((one) => String(one.id) !== request.params.id);
      return ok(null);
    });
    render(<CustomersArea initialPath="/reviews" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    await user.click(screen.getByRole("checkbox", { name: "Select every review on this page" }));
    await screen.findByText("3 selected");
    await user.click(screen.getByRole("checkbox", { name: "Select review by Ciara Byrne on Cola Kick" }));
    await screen.findByText("2 selected");
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    expect(screen.getByText("Delete 2 reviews?")).to.exist;
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await screen.findByText("1 review deleted; 1 refused: Review by Brian Walsh on Berry Blast — Review not found");
    expect(sent("DELETE /review/delete/:id")).to.have.length(2);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(screen.getByText("1 selected")).to.exist;
    expect(
      (screen.getByRole("checkbox", { name: "Select review by Brian Walsh on Berry Blast" }) as HTMLInputElement)
        .checked,
    ).to.equal(true);
    expect(screen.queryByText("Mango Ice")).to.equal(null);
  });
});
