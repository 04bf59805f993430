import type { Order, OrderStatus } from "../../src/core/types";

/** An order as GET /admin/orders lists it: the browser tests' one order fixture. */
export function orderFixture(id: number, name: string, status: OrderStatus): Order {
  return {
    id,
    order_number: `ORD-${1000 + id}`,
    order_status: status,
    net_payable: 100 + id,
    subtotal: 100,
    total_discount: 0,
    total_price: 100,
    shipping_charges: id,
    transaction_id: `TX-${id}`,
    created_at: "2026-11-02T10:00:00.000Z",
    user: {
      id,
      full_name: name,
      email: `${name.toLowerCase().replace(/\W/g, "")}@example.test`,
      contact_number: "+353 1 555 0100",
      dob: "1990-04-01",
      bussiness_type: "B2B",
      country_name: "Ireland",
    },
    shippingService: { title: "Express" },
    shippingAddress: { street: "1 Quay St", city: "Galway", country: "Ireland" },
  };
}
