-- Top products (routes/dashboard.ts) read the lines of the last 30 days' orders: with the line's
-- product, amount and quantity in the index, each order's lines come from the index alone.
create index order_items_order_cover_idx on order_items (order_id) include (product_id, net_payable, quantity);
-- Covered by the index above (same leading column).
drop index if exists order_items_order_idx;
