-- Saved views (issue 32): an operator's named search, filters, sort and columns of one list,
-- kept on the server so they follow the operator to another browser. Each operator sees only
-- their own; a name is used once per operator and list (compared as name_key: no case, runs of
-- spaces as one), and at most one view of a list is the operator's default.
create table saved_views (
  id serial primary key,
  admin_id integer not null references users(id) on delete cascade,
  list text not null,
  name text not null,
  state jsonb not null default '{}'::jsonb,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index saved_views_name_key on saved_views (admin_id, list, name_key(name));
create unique index saved_views_one_default on saved_views (admin_id, list) where is_default;
