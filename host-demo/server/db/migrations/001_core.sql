create table users (
  id serial primary key,
  full_name text not null,
  email text not null unique,
  password_hash text,
  user_type text not null check (user_type in ('USER', 'ADMIN', 'SUPER_ADMIN', 'SALEPERSON')),
  account_status text not null default 'ACTIVE' check (account_status in ('ACTIVE', 'RESTRICTED', 'BANNED')),
  contact_number text,
  dob text,
  bussiness_type text check (bussiness_type in ('B2B', 'B2C')),
  vat_number text,
  country_name text,
  referral_code text unique,
  used_referral_code text,
  image_url text,
  age_limit boolean not null default true,
  session_id text,
  created_at timestamptz not null default now()
);
create index users_type_idx on users (user_type);
create index users_created_idx on users (created_at);

create table user_addresses (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  street text not null,
  city text not null,
  state text,
  country text not null
);
create index user_addresses_user_idx on user_addresses (user_id);

create table password_resets (
  email text primary key,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  verified_at timestamptz,
  used_at timestamptz
);
