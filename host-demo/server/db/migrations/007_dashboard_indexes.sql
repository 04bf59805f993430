-- The overview's calls (routes/dashboard.ts). The sales trend and top products read orders of a
-- date range: a covering index answers the trend from the index alone.
create index orders_sales_idx on orders (created_at) include (user_id, net_payable, order_status);
-- Orders waiting (the count and the oldest of one status) use 006's
-- orders_status_created_idx (order_status, created_at desc, id desc), read backwards.
-- Low stock: published products at or under the threshold, lowest stock first.
create index products_published_stock_idx on products (stock, id) where status = 'PUBLISHED';

-- The sales trend reads net sales per shop day from a small table kept by triggers, so a year of
-- months sums at most 366 rows instead of every order. A shop day is a calendar day in the shop's
-- time zone (shop_calendar; the server rebuilds the table when its SHOP_TIME_ZONE differs).
-- B2B is the customer's business type, anything else counts as B2C; canceled orders do not count.
create table shop_calendar (
  id boolean primary key default true check (id),
  time_zone text not null
);
insert into shop_calendar (time_zone) values ('Europe/Paris');

create table sales_days (
  day date primary key,
  b2b numeric(16, 2) not null default 0,
  b2c numeric(16, 2) not null default 0,
  orders integer not null default 0
);

-- Adds (sign 1) or removes (sign -1) orders given as a JSON array of rows.
create function sales_days_add(changed jsonb, sign integer) returns void language sql as $$
  insert into sales_days as s (day, b2b, b2c, orders)
  select (o.created_at at time zone (select time_zone from shop_calendar))::date,
         sign * coalesce(sum(o.net_payable) filter (where u.bussiness_type = 'B2B'), 0),
         sign * coalesce(sum(o.net_payable) filter (where u.bussiness_type is distinct from 'B2B'), 0),
         sign * count(*)
  from jsonb_to_recordset(changed) as o (user_id integer, net_payable numeric, created_at timestamptz, order_status text)
  join users u on u.id = o.user_id
  where o.order_status <> 'CANCELED'
  group by 1
  on conflict (day) do update
    set b2b = s.b2b + excluded.b2b, b2c = s.b2c + excluded.b2c, orders = s.orders + excluded.orders;
$$;

create function sales_days_on_insert() returns trigger language plpgsql as $$
begin
  perform sales_days_add((select coalesce(jsonb_agg(n), '[]') from new_rows n), 1);
  return null;
end $$;
create function sales_days_on_update() returns trigger language plpgsql as $$
begin
  perform sales_days_add((select coalesce(jsonb_agg(o), '[]') from old_rows o), -1);
  perform sales_days_add((select coalesce(jsonb_agg(n), '[]') from new_rows n), 1);
  return null;
end $$;
create function sales_days_on_delete() returns trigger language plpgsql as $$
begin
  perform sales_days_add((select coalesce(jsonb_agg(o), '[]') from old_rows o), -1);
  return null;
end $$;
create trigger orders_sales_days_insert after insert on orders
  referencing new table as new_rows for each statement execute function sales_days_on_insert();
create trigger orders_sales_days_update after update on orders
  referencing old table as old_rows new table as new_rows for each statement execute function sales_days_on_update();
create trigger orders_sales_days_delete after delete on orders
  referencing old table as old_rows for each statement execute function sales_days_on_delete();
create function sales_days_on_truncate() returns trigger language plpgsql as $$
begin
  delete from sales_days;
  return null;
end $$;
create trigger orders_sales_days_truncate after truncate on orders
  for each statement execute function sales_days_on_truncate();

-- A customer whose business type changes moves their orders' sales between B2B and B2C.
create function sales_days_on_customer_update() returns trigger language plpgsql as $$
begin
  insert into sales_days as s (day, b2b, b2c, orders)
  select (o.created_at at time zone (select time_zone from shop_calendar))::date,
         coalesce(sum(o.net_payable) filter (where n.bussiness_type = 'B2B'), 0)
           - coalesce(sum(o.net_payable) filter (where b.bussiness_type = 'B2B'), 0),
         coalesce(sum(o.net_payable) filter (where n.bussiness_type is distinct from 'B2B'), 0)
           - coalesce(sum(o.net_payable) filter (where b.bussiness_type is distinct from 'B2B'), 0),
         0
  from old_users b
  join new_users n on n.id = b.id and n.bussiness_type is distinct from b.bussiness_type
  join orders o on o.user_id = n.id and o.order_status <> 'CANCELED'
  group by 1
  on conflict (day) do update set b2b = s.b2b + excluded.b2b, b2c = s.b2c + excluded.b2c;
  return null;
end $$;
create trigger users_sales_days_update after update on users
  referencing old table as old_users new table as new_users for each statement
  execute function sales_days_on_customer_update();

-- Recounts every shop day in this time zone (at start, when the server's zone is another).
create function sales_days_rebuild(zone text) returns void language plpgsql as $$
begin
  update shop_calendar set time_zone = zone;
  delete from sales_days;
  insert into sales_days (day, b2b, b2c, orders)
  select (o.created_at at time zone zone)::date,
         coalesce(sum(o.net_payable) filter (where u.bussiness_type = 'B2B'), 0),
         coalesce(sum(o.net_payable) filter (where u.bussiness_type is distinct from 'B2B'), 0),
         count(*)
  from orders o join users u on u.id = o.user_id
  where o.order_status <> 'CANCELED'
  group by 1;
end $$;
select sales_days_rebuild('Europe/Paris');
