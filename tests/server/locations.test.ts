import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, expectBackOfficeOnly, type ApiCall, type TestApp } from "./helpers.js";

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

describe("each level, added, listed, renamed and deleted", () => {
  test("answers each step with its message; lists sort by name; a missing row is a 404 naming its level", async () => {
    const messageOf = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
      (await call(method, url, body)).json.message;
    const country = await call("POST", "/country/add", { name: "Lifecycleland" });
    expect(country.json.message).toBe("Country added successfully");
    const countryId = country.json.body.id as number;
    const countries = await call("GET", "/countries");
    expect(countries.json.message).toBe("Countries");
    const names = countries.json.body.map((row: { name: string }) => row.name);
    // By name, whatever the order of adding (names that sort alike under every collation).
    const earlier = await addCountry("Aardvark Lifecycle");
    const listed = (await call("GET", "/countries")).json.body.map((row: { name: string }) => row.name);
    expect(listed.indexOf(earlier.name)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(earlier.name)).toBeLessThan(listed.indexOf("Lifecycleland"));
    expect(names).toContain("Lifecycleland");
    expect(await messageOf("GET", `/country/byid/${countryId}`)).toBe("Country");
    expect(await messageOf("GET", `/country/contents/${countryId}`)).toBe("Country contents");
    const renamedCountry = await call("PUT", `/country/update/${countryId}`, { name: "Lifecycle Land" });
    expect(renamedCountry.json).toMatchObject({
      message: "Country updated successfully",
      body: { id: countryId, name: "Lifecycle Land" },
    });

    const west = await call("POST", "/state/add", { name: "West", countryId });
    expect(west.json.message).toBe("State added successfully");
    const east = await addState("East", countryId);
    const states = await call("GET", `/states/byCountryId/${countryId}`);
    expect(states.json.message).toBe("States");
    expect(states.json.body.map((row: { name: string }) => row.name)).toEqual(["East", "West"]);
    expect((await call("GET", "/states/byCountryId/999999")).json).toMatchObject({ message: "Country not found" });
    expect(await messageOf("GET", `/state/byid/${east.id}`)).toBe("State");
    const renamedState = await call("PUT", `/state/update/${east.id}`, { name: "Far East" });
    expect(renamedState.json).toMatchObject({
      message: "State updated successfully",
      body: { id: east.id, name: "Far East", countryId },
    });

    const zed = await call("POST", "/city/add", { name: "Zed", stateId: east.id });
    expect(zed.json.message).toBe("City added successfully");
    const alpha = await addCity("Alpha", east.id);
    const cities = await call("GET", `/cities/byStateId/${east.id}`);
    expect(cities.json.message).toBe("Cities");
    expect(cities.json.body.map((row: { name: string }) => row.name)).toEqual(["Alpha", "Zed"]);
    expect((await call("GET", "/cities/byStateId/999999")).json).toMatchObject({ message: "State not found" });
    expect(await messageOf("GET", `/city/byid/${alpha.id}`)).toBe("City");
    const renamedCity = await call("PUT", `/city/update/${alpha.id}`, { name: "Alpha Bay" });
    expect(renamedCity.json).toMatchObject({
      message: "City updated successfully",
      body: { id: alpha.id, name: "Alpha Bay", stateId: east.id },
    });
    expect((await call("GET", `/city/byid/${alpha.id}`)).json.body.name).toBe("Alpha Bay");

    for (const [url, level] of [
      ["/country/update/999999", "Country"],
      ["/state/update/999999", "State"],
      ["/city/update/999999", "City"],
    ] as const) {
      const missing = await call("PUT", url, { name: "Nowhere" });
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe(`${level} not found`);
    }

    const deletedCity = await call("DELETE", `/city/delete/${alpha.id}`);
    expect(deletedCity.json).toMatchObject({ success: true, message: "City Deleted successfully" });
    expect((await call("GET", `/cities/byStateId/${east.id}`)).json.body.map((row: { id: number }) => row.id)).toEqual([
      zed.json.body.id,
    ]);
    const cityAgain = await call("DELETE", `/city/delete/${alpha.id}`);
    expect(cityAgain.status).toBe(404);
    expect(cityAgain.json.message).toBe("City not found");

    const deletedState = await call("DELETE", `/states/delete/${east.id}`);
    expect(deletedState.json).toMatchObject({ success: true, message: "State Deleted successfully" });
    expect((await call("GET", `/city/byid/${zed.json.body.id}`)).status).toBe(404);
    expect(
      (await call("GET", `/states/byCountryId/${countryId}`)).json.body.map((row: { name: string }) => row.name),
    ).toEqual(["West"]);
    const stateAgain = await call("DELETE", `/states/delete/${east.id}`);
    expect(stateAgain.status).toBe(404);
    expect(stateAgain.json.message).toBe("State not found");

    expect((await call("DELETE", `/country/delete/${countryId}`)).status).toBe(200);
    const countryAgain = await call("DELETE", `/country/delete/${countryId}`);
    expect(countryAgain.status).toBe(404);
    expect(countryAgain.json.message).toBe("Country not found");
  });

  test("every location call is for the back office: 401 without a token, 403 for a customer", async () => {
    const customer = (await t.account("USER")).token;
    const routes: ApiCall[] = [
      ["GET", "/countries"],
      ["GET", "/country/byid/1"],
      ["GET", "/country/contents/1"],
      ["POST", "/country/add", { name: "Forbiddenland" }],
      ["PUT", "/country/update/1", { name: "Forbiddenland" }],
      ["DELETE", "/country/delete/1"],
      ["GET", "/states/byCountryId/1"],
      ["GET", "/state/byid/1"],
      ["POST", "/state/add", { name: "Forbidden", countryId: 1 }],
      ["PUT", "/state/update/1", { name: "Forbidden" }],
      ["DELETE", "/states/delete/1"],
      ["GET", "/cities/byStateId/1"],
      ["GET", "/city/byid/1"],
      ["POST", "/city/add", { name: "Forbidden", stateId: 1 }],
      ["PUT", "/city/update/1", { name: "Forbidden" }],
      ["DELETE", "/city/delete/1"],
    ];
    await expectBackOfficeOnly(t, customer, routes);
    expect((await call("GET", "/country/byid/1")).status).toBe(200);
  });
});
