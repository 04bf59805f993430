import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.account("ADMIN")).token;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, `/api${url}`, { token: admin, body });

async function addCountry(name: string) {
  const added = await call("POST", "/country/add", { name });
  expect(added.status).toBe(201);
  return added.json.body as { id: number; name: string };
}
async function addState(name: string, countryId: number) {
  const added = await call("POST", "/state/add", { name, countryId });
  expect(added.status).toBe(201);
  return added.json.body as { id: number; name: string };
}
async function addCity(name: string, stateId: number) {
  const added = await call("POST", "/city/add", { name, stateId });
  expect(added.status).toBe(201);
  return added.json.body as { id: number; name: string };
}

describe("a name is used once per level, case-insensitively (409)", () => {
  test("countries", async () => {
    const iceland = await addCountry("Iceland");
    const again = await call("POST", "/country/add", { name: " iCELAND " });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, message: 'A country named "iCELAND" already exists.' });
    const norway = await addCountry("Norway");
    const rename = await call("PUT", `/country/update/${norway.id}`, { name: "ICELAND" });
    expect(rename.status).toBe(409);
    expect((await call("GET", `/country/byid/${norway.id}`)).json.body.name).toBe("Norway");
    // Its own name in another case is a rename, not a clash.
    const recased = await call("PUT", `/country/update/${iceland.id}`, { name: "ICELAND" });
    expect(recased.status).toBe(200);
    expect(recased.json.body.name).toBe("ICELAND");
  });

  test("states within their country, cities within their state", async () => {
    const first = await addCountry("Duplicatia");
    const second = await addCountry("Otherland");
    const north = await addState("North", first.id);
    const clash = await call("POST", "/state/add", { name: "north", countryId: first.id });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe('This country already has a state named "north".');
    // The same name in another country is fine.
    const otherNorth = await addState("North", second.id);
    const south = await addState("South", first.id);
    expect((await call("PUT", `/state/update/${south.id}`, { name: "NORTH" })).status).toBe(409);

    await addCity("Harbour", north.id);
    const cityClash = await call("POST", "/city/add", { name: "HARBOUR", stateId: north.id });
    expect(cityClash.status).toBe(409);
    expect(cityClash.json.message).toBe('This state already has a city named "HARBOUR".');
    await addCity("Harbour", otherNorth.id);
    const hill = await addCity("Hill", north.id);
    expect((await call("PUT", `/city/update/${hill.id}`, { name: "harbour" })).status).toBe(409);
    expect((await call("GET", `/cities/byStateId/${north.id}`)).json.body.map((c: { name: string }) => c.name)).toEqual(
      ["Harbour", "Hill"],
    );
  });
});

describe("look-ups by id", () => {
  test("a state and a city by id, 404 when missing, 400 for a junk id", async () => {
    const country = await addCountry("Lookupia");
    const state = await addState("Île-de-France", country.id);
    const city = await addCity("Paris", state.id);
    const stateAnswer = await call("GET", `/state/byid/${state.id}`);
    expect(stateAnswer.json).toMatchObject({
      success: true,
      body: { id: state.id, name: "Île-de-France", countryId: country.id, status: "ACTIVE" },
    });
    const cityAnswer = await call("GET", `/city/byid/${city.id}`);
    expect(cityAnswer.json).toMatchObject({
      success: true,
      body: { id: city.id, name: "Paris", stateId: state.id, status: "ACTIVE" },
    });
    expect((await call("GET", "/city/byid/999999")).status).toBe(404);
    expect((await call("GET", "/city/byid/999999")).json.message).toBe("City not found");
    expect((await call("GET", "/city/byid/0x10")).status).toBe(400);
    expect((await t.call("GET", `/api/city/byid/${city.id}`)).status).toBe(401);
  });
});

describe("what a country's delete takes with it", () => {
  test("counts its states and cities, then the delete removes exactly those", async () => {
    const country = await addCountry("Countland");
    const empty = await call("GET", `/country/contents/${country.id}`);
    expect(empty.json.body).toEqual({ countryId: country.id, states: 0, cities: 0 });
    const a = await addState("A", country.id);
    const b = await addState("B", country.id);
    await addState("C (no cities)", country.id);
    for (const name of ["A1", "A2", "A3"]) await addCity(name, a.id);
    await addCity("B1", b.id);
    // Another country's states and cities are not counted.
    const neighbour = await addCountry("Neighbourland");
    const neighbourState = await addState("Border", neighbour.id);
    await addCity("Checkpoint", neighbourState.id);

    const counted = await call("GET", `/country/contents/${country.id}`);
    expect(counted.status).toBe(200);
    expect(counted.json.body).toEqual({ countryId: country.id, states: 3, cities: 4 });
    expect((await call("GET", "/country/contents/999999")).status).toBe(404);
    expect((await t.call("GET", `/api/country/contents/${country.id}`)).status).toBe(401);

    expect((await call("DELETE", `/country/delete/${country.id}`)).json.message).toBe("Country Deleted successfully");
    expect((await call("GET", `/state/byid/${a.id}`)).status).toBe(404);
    expect((await call("GET", `/country/contents/${neighbour.id}`)).json.body).toEqual({
      countryId: neighbour.id,
      states: 1,
      cities: 1,
    });
  });
});
