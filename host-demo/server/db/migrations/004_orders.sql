-- Orders are accounting history: the products, customers and shipping services they reference
-- cannot be deleted while orders point at them (on delete restrict, answered as 409).
create table orders (
  id serial primary key,
  order_number text not null unique,
  order_status text not null default 'PENDING' check (order_status in ('PENDING', 'CONFIRMED', 'DELIVERED', 'CANCELED')),
  user_id integer not null references users (id) on delete restrict,
  shipping_service_id integer references shipping_services (id) on delete restrict,
  subtotal numeric(12, 2) not null,
  total_discount numeric(12, 2) not null default 0,
  total_price numeric(12, 2) not null,
  shipping_charges numeric(12, 2) not null default 0,
  net_payable numeric(12, 2) not null,
  transaction_id text not null,
  ship_street text not null,
  ship_city text not null,
  ship_country text not null,
  created_at timestamptz not null default now()
);
create index orders_created_idx on orders (created_at desc, id desc);
create index orders_user_idx on orders (user_id);
create index orders_status_idx on orders (order_status);

create table order_items (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  product_id integer not null references products (id) on delete restrict,
  flavour_id integer references flavours (id) on delete set null,
  device_id integer references devices (id) on delete set null,
  original_price numeric(12, 2) not null,
  discounted_price numeric(12, 2) not null,
  per_item_discount numeric(12, 2) not null default 0,
  quantity integer not null check (quantity >= 1),
  subtotal numeric(12, 2) not null,
  discount_amount numeric(12, 2) not null default 0,
  net_payable numeric(12, 2) not null
);
create index order_items_order_idx on order_items (order_id);
create index order_items_product_idx on order_items (product_id);
