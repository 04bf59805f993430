create table shipping_services (
  id serial primary key,
  title text not null,
  description text not null,
  price numeric(12, 2) not null check (price >= 0),
  image text not null,
  created_at timestamptz not null default now()
);

create table countries (
  id serial primary key,
  name text not null,
  status text not null default 'ACTIVE',
  created_at timestamptz not null default now()
);

-- A country's states and a state's cities go with it (documented cascade).
create table states (
  id serial primary key,
  name text not null,
  status text not null default 'ACTIVE',
  country_id integer not null references countries (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index states_country_idx on states (country_id);

create table cities (
  id serial primary key,
  name text not null,
  status text not null default 'ACTIVE',
  state_id integer not null references states (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index cities_state_idx on cities (state_id);

create table banners (
  id serial primary key,
  title text not null,
  img_url text not null,
  target_type text not null check (target_type in ('PRODUCT', 'CATEGORY', 'BRAND')),
  target_id integer not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
  created_at timestamptz not null default now()
);
create index banners_target_idx on banners (target_type, target_id);

create table faqs (
  id serial primary key,
  question text not null,
  answer text not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
  created_at timestamptz not null default now()
);

create table discounts (
  id serial primary key,
  discount_type text not null check (discount_type in ('PROMO', 'PRODUCT', 'CATEGORY', 'BRAND', 'TOTAL')),
  code text,
  target_id integer,
  percentage numeric(5, 2) check (percentage > 0 and percentage <= 100),
  fixed_amount numeric(12, 2) check (fixed_amount > 0),
  min_order_price numeric(12, 2),
  number_of_uses_per_user integer check (number_of_uses_per_user >= 1),
  user_type text not null check (user_type in ('B2B', 'B2C', 'BOTH')),
  start_date date not null,
  end_date date not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE', 'DISABLED')),
  created_at timestamptz not null default now(),
  check (end_date >= start_date),
  check (discount_type = 'TOTAL' or (percentage is null) <> (fixed_amount is null))
);
create unique index discounts_code_unique on discounts (lower(code)) where code is not null and status <> 'DISABLED';

create table reviews (
  id serial primary key,
  rating integer not null check (rating between 1 and 5),
  comment text not null default '',
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index reviews_created_idx on reviews (created_at desc);

create table notifications (
  id serial primary key,
  business_type text not null check (business_type in ('B2B', 'B2C', 'BOTH')),
  title text not null,
  body text not null,
  recipients integer not null,
  sent_by integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
