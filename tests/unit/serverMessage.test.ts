import { describe, expect, test } from "vitest";
import { cleanServerMessage, errorMessageOf } from "../../src/core/api/apiError";

describe("server messages read clean (issue 31, item 9)", () => {
  test.each([
    ["Brand not found: 12", "Brand not found"],
    ["Colour already exists: Mint", "Colour already exists"],
    ["body/name must be at most 100 characters", "name must be at most 100 characters"],
    ["Invalid body.name: must NOT have more than 100 characters", "name must NOT have more than 100 characters"],
    ["Invalid params.id: must be a positive whole number", "id must be a positive whole number"],
    ["Brand has categories", "Brand has categories"],
    ["Invalid email or password", "Invalid email or password"],
    ["Token is invalid due to a new login.", "Token is invalid due to a new login."],
  ])("%s → %s", (message, shown) => {
    expect(cleanServerMessage(message)).toBe(shown);
  });

  test("errorMessageOf reads a failed call's message clean, and nothing from an empty one", () => {
    expect(errorMessageOf({ status: 404, message: "Brand not found: 12" })).toBe("Brand not found");
    expect(errorMessageOf({ status: 400, message: "  " })).toBe(undefined);
  });
});
