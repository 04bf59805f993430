// Names that mean something: a name of invisible characters only is refused, and no name may
// carry a bidi control that reorders how it reads. Passwords of at least 8 characters, not only spaces.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../../host-demo/server/db/schema/index.js";
import { createTestApp, newCatalog, productBody, uniqueEmail, type TestApp } from "../helpers.js";

let t: TestApp;
let admin: string;
let superAdmin: string;
let catalog: Awaited<ReturnType<typeof newCatalog>>;
let countryId: number;
let stateId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  admin = (await t.account("ADMIN")).token;
  superAdmin = (await t.account("SUPER_ADMIN")).token;
  catalog = await newCatalog(t, admin, "Named");
  countryId = (await t.call("POST", "/api/country/add", { token: admin, body: { name: "Nameland" } })).json.body.id;
  stateId = (await t.call("POST", "/api/state/add", { token: admin, body: { name: "Nameshire", countryId } })).json.body
    .id;
});
afterAll(() => t.close());

const IMAGE = "/api/upload/files/seed-01.png";

/** Every name or title of a body, as a call that would otherwise be taken. */
const NAMED_CALLS: [method: "POST" | "PUT", url: string, field: string, body: (name: string) => unknown][] = [
  ["POST", "/api/brand", "brand_name", (name) => ({ brand_name: name, image_url: IMAGE })],
  ["PUT", "/api/brand/update/1", "brand_name", (name) => ({ brand_name: name, image_url: IMAGE })],
  ["POST", "/api/category", "category_name", (name) => ({ category_name: name, image_url: IMAGE })],
  ["POST", "/api/product", "product_name", (name) => productBody(catalog, { product_name: name })],
  ["POST", "/api/flavour", "flavour_name", (name) => ({ flavour_name: name })],
  ["POST", "/api/device", "device_name", (name) => ({ device_name: name })],
  ["POST", "/api/nicotine", "nicotine_strength", (name) => ({ nicotine_strength: name, unit: "mg" })],
  ["POST", "/api/nicotine", "unit", (name) => ({ nicotine_strength: "20", unit: name })],
  ["POST", "/api/shipping/add", "title", (name) => ({ title: name, description: "d", price: 1, image: IMAGE })],
  ["POST", "/api/banner", "title", (name) => ({ title: name, target_type: "BRAND", target_id: 1, img_url: IMAGE })],
  ["POST", "/api/faq/create", "question", (name) => ({ question: name, answer: "An answer" })],
  ["PUT", "/api/faqs/update/1", "question", (name) => ({ question: name })],
  ["POST", "/api/country/add", "name", (name) => ({ name })],
  ["POST", "/api/state/add", "name", (name) => ({ name, countryId })],
  ["POST", "/api/city/add", "name", (name) => ({ name, stateId })],
  [
    "POST",
    "/api/user/saleperson/create",
    "full_name",
    (name) => ({ full_name: name, email: uniqueEmail("named"), dob: "1990-01-01", contact_number: "0123456789" }),
  ],
  [
    "POST",
    "/api/auth/signup",
    "full_name",
    (name) => ({
      full_name: name,
      email: uniqueEmail("named"),
      password: "Secret#2026",
      confirm_password: "Secret#2026",
    }),
  ],
  ["POST", "/api/notification/promotional", "title", (name) => ({ business_type: "B2B", title: name, body: "Hello" })],
];

const INVISIBLE_ONLY = [
  "\u200b", // zero-width space
  "\u200b\u200c\u200d", // zero-width space, non-joiner, joiner
  " \u2060 ", // word joiner between spaces
  "\ufeff", // byte order mark
  "\u200e\u200f", // left-to-right and right-to-left marks
  "\u00ad", // soft hyphen
  "\u3164", // Hangul filler
  "\u0007", // a control character
];
const BIDI_CONTROLS = ["Acme\u202eevil", "\u202aAcme", "Acme\u202c", "\u2066Acme\u2069", "\u2067x", "Pay\u202dNow"];

describe("a name or title in any body", () => {
  test("made only of invisible characters is refused with a 400 naming the field", async () => {
    for (const [method, url, field, body] of NAMED_CALLS) {
      for (const name of INVISIBLE_ONLY) {
        const { status, json } = await t.call(method, url, { token: superAdmin, body: body(name) });
        expect({ url, field, name, status }).toEqual({ url, field, name, status: 400 });
        expect(json.message).toBe(`Invalid body.${field}: must contain a visible character, not only invisible ones`);
      }
    }
  });

  test("carrying a bidi embedding, override or isolate is refused with a 400 naming the field", async () => {
    for (const [method, url, field, body] of NAMED_CALLS) {
      for (const name of BIDI_CONTROLS) {
        const { status, json } = await t.call(method, url, { token: superAdmin, body: body(name) });
        expect({ url, field, name, status }).toEqual({ url, field, name, status: 400 });
        expect(json.message).toBe(
          `Invalid body.${field}: must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)`,
        );
      }
    }
  });

  test("nothing refused was written", async () => {
    const brands = (await t.call("GET", "/api/brand/get", { token: admin })).json.body as { brand_name: string }[];
    const countries = (await t.call("GET", "/api/countries", { token: admin })).json.body as { name: string }[];
    for (const name of [...brands.map((one) => one.brand_name), ...countries.map((one) => one.name)]) {
      expect(name).toMatch(/[\p{L}\p{N}]/u);
      expect(name).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
    }
  });

  test("with a joiner or a mark inside visible text is taken, and a blank one keeps the spec's message", async () => {
    // Emoji sequences and Persian names hold zero-width joiners; Hebrew beside Latin holds marks.
    for (const name of ["👩\u200d💻 Studio", "می\u200cخواهم", "Shalom \u200fשלום"]) {
      const { status, json } = await t.call("POST", "/api/country/add", { token: admin, body: { name } });
      expect({ name, status }).toEqual({ name, status: 201 });
      expect(json.body.name).toBe(name);
    }
    const blank = await t.call("POST", "/api/country/add", { token: admin, body: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Please enter a title");
  });

  test("a long name of invisible characters is refused quickly (the pattern is linear)", async () => {
    const started = performance.now();
    const { status } = await t.call("POST", "/api/faq/create", {
      token: admin,
      body: { question: "\u200b".repeat(999) + "\u202e", answer: "x" },
    });
    expect(status).toBe(400);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("a new password", () => {
  const signUp = (password: string, email = uniqueEmail("password")) =>
    t.call("POST", "/api/auth/signup", {
      token: superAdmin,
      body: { full_name: "Pass Word", email, password, confirm_password: password, user_type: "ADMIN" },
    });

  test("on sign-up: under 8 characters or only spaces is refused, and no account is made", async () => {
    for (const [password, message] of [
      ["Short#1", "password must be at least 8 characters"],
      ["😀😀😀😀", "password must be at least 8 characters"],
      ["        ", "password must not be only spaces"],
      [" \t \u00a0\u3000   ", "password must not be only spaces"],
    ]) {
      const email = uniqueEmail("weak");
      const { status, json } = await signUp(password, email);
      expect({ password, status }).toEqual({ password, status: 400 });
      expect(json.message).toBe(message);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const spaced = await signUp(" correct horse ");
    expect(spaced.status).toBe(201);
  });

  test("on change: under 8 characters or only spaces is refused; the old password still signs in", async () => {
    const account = await t.account("ADMIN");
    for (const [newPassword, message] of [
      ["Short#1", "newPassword must be at least 8 characters"],
      ["          ", "newPassword must not be only spaces"],
    ]) {
      const { status, json } = await t.call("POST", "/api/auth/password/change", {
        token: account.token,
        body: { currentPassword: account.password, newPassword, confirmNewPassword: newPassword },
      });
      expect({ newPassword, status }).toEqual({ newPassword, status: 400 });
      expect(json.message).toBe(message);
    }
    // The spec's own message still comes first when the two differ.
    const mismatch = await t.call("POST", "/api/auth/password/change", {
      token: account.token,
      body: { currentPassword: account.password, newPassword: "        ", confirmNewPassword: "         " },
    });
    expect(mismatch.json.message).toBe("New passwords do not match.");
    await expect(t.signIn({ email: account.email, password: account.password })).resolves.toEqual(expect.any(String));
  });
});
