import { describe, expect, test } from "vitest";
import {
  checkSalePerson,
  fromIsoDay,
  toIsoDay,
  type SalePersonDraft,
} from "../../src/features/customers/salePersons/salePersonRules";

const today = new Date(2026, 10, 23, 15, 0);
const valid: SalePersonDraft = {
  full_name: "Rita Seller",
  email: "rita@sales.example",
  dob: new Date(1990, 4, 12),
  contact_number: "3161234567",
};

describe("sale-person rules", () => {
  test("a complete, valid draft has no problem", () => {
    expect(checkSalePerson(valid, today)).toEqual({});
  });

  test("the full name must not be empty or blank", () => {
    expect(checkSalePerson({ ...valid, full_name: "   " }, today)).toEqual({ full_name: "fullNameRequired" });
  });

  test.each(["", "rita", "rita@", "rita@sales", "ri ta@sales.example", "@sales.example"])(
    "the email %j fails the basic pattern",
    (email) => {
      expect(checkSalePerson({ ...valid, email }, today)).toEqual({ email: "emailInvalid" });
    },
  );

  test("the date of birth is required and not in the future (today is allowed)", () => {
    expect(checkSalePerson({ ...valid, dob: null }, today)).toEqual({ dob: "dobRequired" });
    expect(checkSalePerson({ ...valid, dob: new Date(2026, 10, 24) }, today)).toEqual({ dob: "dobInFuture" });
    expect(checkSalePerson({ ...valid, dob: new Date(2026, 10, 23, 23, 59) }, today)).toEqual({});
  });

  test("the contact number is digits only, 10 to 15 of them", () => {
    expect(checkSalePerson({ ...valid, contact_number: "12345" }, today)).toEqual({ contact_number: "contactLength" });
    expect(checkSalePerson({ ...valid, contact_number: "123456789" }, today)).toEqual({
      contact_number: "contactLength",
    });
    expect(checkSalePerson({ ...valid, contact_number: "1234567890" }, today)).toEqual({});
    expect(checkSalePerson({ ...valid, contact_number: "123456789012345" }, today)).toEqual({});
    expect(checkSalePerson({ ...valid, contact_number: "1234567890123456" }, today)).toEqual({
      contact_number: "contactLength",
    });
    expect(checkSalePerson({ ...valid, contact_number: "+31612345678" }, today)).toEqual({
      contact_number: "contactDigitsOnly",
    });
    expect(checkSalePerson({ ...valid, contact_number: "0612 345 678" }, today)).toEqual({
      contact_number: "contactDigitsOnly",
    });
  });

  test("every broken field is reported at once", () => {
    expect(Object.keys(checkSalePerson({ full_name: "", email: "x", dob: null, contact_number: "1" }, today))).toEqual([
      "full_name",
      "email",
      "dob",
      "contact_number",
    ]);
  });

  test("the picked day goes to the API as YYYY-MM-DD and back without moving", () => {
    expect(toIsoDay(new Date(1990, 0, 5, 23, 30))).toBe("1990-01-05");
    expect(fromIsoDay("1990-01-05")?.getDate()).toBe(5);
    expect(toIsoDay(fromIsoDay("2000-02-29")!)).toBe("2000-02-29");
    expect(fromIsoDay(null)).toBeNull();
    expect(fromIsoDay("junk")).toBeNull();
  });
});
