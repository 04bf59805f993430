import { describe, expect, test } from "vitest";
import { csvCell, csvHeaderLine, csvLine } from "../../host-demo/server/lib/orders/ordersCsv";
import { changeListParams, readListParams } from "../../src/core/listParams";
import { pageQueryOf, sameFilter } from "../../src/core/resources/orders";
import { exportQueryOf, ORDERS_LIST } from "../../src/features/orders/orderListConfig";
import { totalPages } from "../../src/ui/pageWindow";
import { csvFileName } from "../../src/features/orders/ordersCsv";

describe("orders list: URL and the server's query", () => {
  test("search, status and page round-trip through the URL query; junk falls back to defaults", () => {
    const write = (change: Parameters<typeof changeListParams<unknown, { status: "PENDING" | null }>>[1]) =>
      changeListParams(new URLSearchParams(), change, ORDERS_LIST);
    const query = write({ search: "byrne", filters: { status: "PENDING" }, page: 2 });
    expect(query.toString()).toBe("search=byrne&status=PENDING&page=2");
    expect(readListParams(query, ORDERS_LIST)).toEqual({ search: "byrne", filters: { status: "PENDING" }, page: 2 });
    expect(write({ search: "", filters: { status: null }, page: 1 }).toString()).toBe("");
    expect(readListParams(new URLSearchParams("status=SHIPPED&page=-3"), ORDERS_LIST)).toEqual({
      search: "",
      filters: { status: null },
      page: 1,
    });
    expect(readListParams(new URLSearchParams("page=2.5"), ORDERS_LIST).page).toBe(1);
    // A new search starts again at page 1, which the URL leaves out; the sort stays.
    expect(
      changeListParams(new URLSearchParams("page=4&sort=-net_payable"), { search: "x" }, ORDERS_LIST).toString(),
    ).toBe("sort=-net_payable&search=x");
  });

  test("a page always asks for the paged form; the export asks without page and limit", () => {
    expect(pageQueryOf({ search: "", status: null, page: 1 })).toEqual({ page: 1, limit: 25 });
    expect(pageQueryOf({ search: "müller", status: "CANCELED", page: 3 })).toEqual({
      page: 3,
      limit: 25,
      search: "müller",
      status: "CANCELED",
    });
    expect(exportQueryOf({ search: "a b", status: "PENDING" }).toString()).toBe("search=a+b&status=PENDING");
    expect(exportQueryOf({}).toString()).toBe("");
  });

  test("pages of one search share their counts; page count is at least one", () => {
    expect(sameFilter({ search: "x", status: null, page: 1 }, { search: "x", status: "PENDING", page: 4 })).toBe(true);
    expect(sameFilter({ search: "x", status: null, page: 1 }, { search: "y", status: null, page: 1 })).toBe(false);
    expect(totalPages(0, 25)).toBe(1);
    expect(totalPages(25, 25)).toBe(1);
    expect(totalPages(26, 25)).toBe(2);
  });

  test("the file is named after the day", () => {
    expect(csvFileName(new Date(2026, 10, 2, 9))).toBe("orders-2026-11-02.csv");
  });
});

describe("CSV lines (written by the server)", () => {
  const order = {
    order_number: "ORD-1002",
    order_status: "CONFIRMED",
    net_payable: 20.5,
    transaction_id: "TX2",
    created_at: "2026-11-02 10:00:00+00",
    user: { full_name: "Brian O'Neill", email: "brian@example.test" },
    shippingService: { title: "Standard" },
  };

  test("one line per order with every shown column, plain amounts, a currency column and ISO dates", () => {
    expect(csvHeaderLine()).toBe(
      "\ufeffSerial Number,Order Number,Name,Email,Shipping Service,Net Payable,Currency,Status,Transaction ID,Date\r\n",
    );
    expect(csvLine(order, 1)).toBe(
      "1,ORD-1002,Brian O'Neill,brian@example.test,Standard,20.50,EUR,CONFIRMED,TX2,2026-11-02T10:00:00.000Z\r\n",
    );
  });

  test("cells with commas, quotes or line breaks are quoted; formula-like text is defused", () => {
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    // French and German spreadsheets split on semicolons.
    expect(csvCell("Rue de la Paix; Bât. B")).toBe('"Rue de la Paix; Bât. B"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1", {})).toBe("'+1");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell(-5, { text: false })).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvLine({ ...order, user: { ...order.user, full_name: "Ryan, Eve" }, shippingService: null }, 5)).toBe(
      '5,ORD-1002,"Ryan, Eve",brian@example.test,,20.50,EUR,CONFIRMED,TX2,2026-11-02T10:00:00.000Z\r\n',
    );
  });
});
