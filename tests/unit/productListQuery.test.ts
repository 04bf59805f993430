import { describe, expect, test } from "vitest";
import { changeListParams, type ListChange } from "../../src/core/listParams";
import { PRODUCTS_LIST, readListQuery } from "../../src/features/catalog/products/productListQuery";

const read = (query: string) => readListQuery(new URLSearchParams(query));
type Filters = { status: "DRAFT" | "PUBLISHED"; brandId: number | null; categoryId: number | null };
const change = (query: string, next: ListChange<Filters>) =>
  changeListParams(new URLSearchParams(query), next, PRODUCTS_LIST).toString();

describe("product list query", () => {
  test("defaults: PUBLISHED, page 1, no filters", () => {
    expect(read("")).toEqual({ page: 1, status: "PUBLISHED", search: "", brandId: null, categoryId: null });
    expect(read("page=abc&status=nope&brandId=-3")).toMatchObject({ page: 1, status: "PUBLISHED", brandId: null });
    expect(read("page=4&status=DRAFT&search=ice&brandId=2&categoryId=9")).toEqual({
      page: 4,
      status: "DRAFT",
      search: "ice",
      brandId: 2,
      categoryId: 9,
    });
  });

  test("changing the status, search or a filter goes back to page 1; other parameters stay", () => {
    expect(change("status=PUBLISHED&page=5&back=categories&brandId=2", { filters: { status: "DRAFT" } })).toBe(
      "status=DRAFT&page=1&back=categories&brandId=2",
    );
    expect(change("status=PUBLISHED&page=5", { search: "mango" })).toBe("status=PUBLISHED&page=1&search=mango");
    expect(
      change("status=PUBLISHED&page=5&brandId=2&categoryId=4", { filters: { brandId: null, categoryId: null } }),
    ).toBe("status=PUBLISHED&page=1");
  });

  test("turning the page keeps the filters; an unchanged filter keeps the page", () => {
    expect(change("status=DRAFT&page=1&search=x", { page: 3 })).toBe("status=DRAFT&page=3&search=x");
    expect(change("status=DRAFT&page=3", { filters: { status: "DRAFT" } })).toBe("status=DRAFT&page=3");
  });
});
