-- Uploaded files (images). Products reference them by id; brands/categories keep the URL as the spec.
create table files (
  id serial primary key,
  img_url text not null unique,
  stored_name text not null unique,
  content_type text not null,
  size integer not null,
  created_at timestamptz not null default now()
);

create table brands (
  id serial primary key,
  brand_name text not null,
  description text not null default '',
  image_url text not null,
  created_at timestamptz not null default now()
);

create table categories (
  id serial primary key,
  category_name text not null,
  description text not null default '',
  image_url text not null,
  brand_id integer references brands (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index categories_brand_idx on categories (brand_id);

create table flavours (
  id serial primary key,
  flavour_name text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);

create table devices (
  id serial primary key,
  device_name text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);

create table nicotines (
  id serial primary key,
  nicotine_strength text not null,
  unit text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);

create table products (
  id serial primary key,
  product_name text not null,
  description text not null default '',
  category_id integer not null references categories (id) on delete restrict,
  brand_id integer not null references brands (id) on delete restrict,
  stock integer not null check (stock >= 0),
  price numeric(12, 2) not null check (price >= 0),
  compared_price numeric(12, 2) check (compared_price >= 0),
  bar_code text check (bar_code ~ '^[0-9]+$'),
  status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED')),
  created_at timestamptz not null default now()
);
-- Lists are newest first, filtered by status and optionally by category or brand.
create index products_status_created_idx on products (status, created_at desc, id desc);
create index products_category_status_idx on products (category_id, status, created_at desc, id desc);
create index products_brand_status_idx on products (brand_id, status, created_at desc, id desc);

create table product_images (
  product_id integer not null references products (id) on delete cascade,
  image_id integer not null references files (id) on delete restrict,
  display_order integer not null check (display_order >= 1),
  primary key (product_id, image_id)
);

create table product_flavours (
  product_id integer not null references products (id) on delete cascade,
  flavor_id integer not null references flavours (id) on delete cascade,
  primary key (product_id, flavor_id)
);

create table product_devices (
  product_id integer not null references products (id) on delete cascade,
  device_id integer not null references devices (id) on delete cascade,
  primary key (product_id, device_id)
);

create table product_nicotines (
  product_id integer not null references products (id) on delete cascade,
  nicotine_id integer not null references nicotines (id) on delete cascade,
  primary key (product_id, nicotine_id)
);
