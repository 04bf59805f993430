-- The overview's calls (routes/dashboard.ts). The sales trend and top products read orders of a
-- date range: a covering index answers the trend from the index alone.
create index orders_sales_idx on orders (created_at) include (user_id, net_payable, order_status);
-- Orders waiting (the count and the oldest of one status) use 006's
-- orders_status_created_idx (order_status, created_at desc, id desc), read backwards.
-- Low stock: published products at or under the threshold, lowest stock first.
create index products_published_stock_idx on products (stock, id) where status = 'PUBLISHED';
