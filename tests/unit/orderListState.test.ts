import { describe, expect, test } from "vitest";
import type { Order, OrderStatus } from "../../src/core/types";
import {
  filterByStatus,
  filterOrders,
  indexOrders,
  orderSearchFields,
  pageOf,
  readListParams,
  transactionSearchFields,
  writeListParams,
} from "../../src/features/orders/listState";
import { csvCell, csvFileName, ordersToCsv } from "../../src/features/orders/ordersCsv";

function order(id: number, name: string, status: OrderStatus, extra: Partial<Order> = {}): Order {
  return {
    id,
    order_number: `ORD-${1000 + id}`,
    order_status: status,
    net_payable: 10 * id + 0.5,
    subtotal: 10 * id,
    total_discount: 0,
    total_price: 10 * id,
    shipping_charges: 0.5,
    transaction_id: `TX${id}`,
    created_at: `2026-11-0${id}T10:00:00.000Z`,
    user: {
      id,
      full_name: name,
      email: `${name.split(" ")[0].toLowerCase()}@example.test`,
      contact_number: null,
      dob: null,
      bussiness_type: "B2C",
      country_name: "Ireland",
    },
    shippingService: { title: "Standard" },
    shippingAddress: { street: "1 Main St", city: "Dublin", country: "Ireland" },
    ...extra,
  };
}

const orders = [
  order(1, "Aoife Byrne", "PENDING"),
  order(2, "Brian O'Neill", "CONFIRMED"),
  order(3, "Ciara Byrne", "DELIVERED"),
  order(4, "Dara Walsh", "CANCELED"),
];

describe("orders list: search, status filter, paging, URL", () => {
  const index = indexOrders(orders, orderSearchFields);

  test("search matches customer name or order number, case-insensitively", () => {
    expect(filterOrders(index, "byrne", null).map((o) => o.id)).toEqual([1, 3]);
    expect(filterOrders(index, "  ORD-1002 ", null).map((o) => o.id)).toEqual([2]);
    expect(filterOrders(index, "", null)).toHaveLength(4);
    expect(filterOrders(index, "nobody", null)).toEqual([]);
  });

  test("the orders search does not match the email or the transaction; transactions search does", () => {
    expect(filterOrders(index, "tx3", null)).toEqual([]);
    const transactions = indexOrders(orders, transactionSearchFields);
    expect(filterOrders(transactions, "tx3", null).map((o) => o.id)).toEqual([3]);
  });

  test("the status filter combines with the search", () => {
    expect(filterOrders(index, "", "CANCELED").map((o) => o.id)).toEqual([4]);
    expect(filterOrders(index, "byrne", "DELIVERED").map((o) => o.id)).toEqual([3]);
    expect(filterOrders(index, "byrne", "CONFIRMED")).toEqual([]);
  });

  test("without a search only the status filters, and no status keeps the very same list", () => {
    expect(filterByStatus(orders, "CONFIRMED").map((o) => o.id)).toEqual([2]);
    expect(filterByStatus(orders, null)).toBe(orders);
  });

  test("pages are clamped to the pages that exist", () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(rows, 1, 25)).toMatchObject({ page: 1, totalPages: 3, offset: 0 });
    expect(pageOf(rows, 3, 25).rows).toEqual(rows.slice(50));
    expect(pageOf(rows, 9, 25).page).toBe(3);
    expect(pageOf([], 4, 25)).toMatchObject({ page: 1, totalPages: 1, rows: [] });
  });

  test("search, status and page round-trip through the URL query; junk falls back to defaults", () => {
    const query = writeListParams({ search: "byrne", status: "PENDING", page: 2 });
    expect(query.toString()).toBe("search=byrne&status=PENDING&page=2");
    expect(readListParams(query)).toEqual({ search: "byrne", status: "PENDING", page: 2 });
    expect(writeListParams({ search: "", status: null, page: 1 }).toString()).toBe("");
    expect(readListParams(new URLSearchParams("status=SHIPPED&page=-3"))).toEqual({
      search: "",
      status: null,
      page: 1,
    });
  });
});

describe("CSV export", () => {
  test("one line per order with every shown column, plain amounts, a currency column and ISO dates", () => {
    const csv = ordersToCsv([orders[1], orders[0]]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Serial Number,Order Number,Name,Email,Shipping Service,Net Payable,Currency,Status,Transaction ID,Date",
    );
    expect(lines[1]).toBe(
      "1,ORD-1002,Brian O'Neill,brian@example.test,Standard,20.50,EUR,CONFIRMED,TX2,2026-11-02T10:00:00.000Z",
    );
    expect(lines[2]).toBe(
      "2,ORD-1001,Aoife Byrne,aoife@example.test,Standard,10.50,EUR,PENDING,TX1,2026-11-01T10:00:00.000Z",
    );
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });

  test("cells with commas, quotes or line breaks are quoted; formula-like text is defused", () => {
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(-5, { text: false })).toBe("-5");
    expect(csvCell(null)).toBe("");
    const noShipping = ordersToCsv([order(5, "Ryan, Eve", "PENDING", { shippingService: null })]).split("\r\n")[1];
    expect(noShipping).toBe(
      '1,ORD-1005,"Ryan, Eve","ryan,@example.test",,50.50,EUR,PENDING,TX5,2026-11-05T10:00:00.000Z',
    );
  });

  test("the file is named after the day", () => {
    expect(csvFileName(new Date(2026, 10, 2, 9))).toBe("orders-2026-11-02.csv");
  });
});
