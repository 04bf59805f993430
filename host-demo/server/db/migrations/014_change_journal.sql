-- The change journal and record versions (issue 33).
--
-- Every write through the API appends rows to change_journal in its own transaction: the
-- triggers below write them, so no route can forget to and a write that fails leaves none. The
-- API sets the acting admin with `set_config('journal.actor', '{"id":…,"name":"…"}', true)` at
-- the start of the write's transaction (lib/journal.ts); writes made without one (the seed,
-- migrations, a customer's own sign-up) are not journaled.
--
-- Editable records carry a version, raised by one on each update that changes something, so an
-- update can say which version it was made from (If-Match) and a stale one is refused.
create table change_journal (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id integer,
  actor_name text not null default '',
  entity text not null,
  record_id integer not null,
  action text not null,
  -- {"field": {"before": …, "after": …}}: only the fields that changed (all of them for a create
  -- or a delete); never passwords, tokens, hashes or sessions (journal_diff).
  changes jsonb not null default '{}'::jsonb
);
create index change_journal_record_idx on change_journal (entity, record_id, id desc);
create index change_journal_actor_idx on change_journal (actor_id, id desc);
create index change_journal_at_idx on change_journal (at);

-- The fields that changed from one row (as JSON) to the other; null when none did. Secrets and
-- bookkeeping columns are left out.
create function journal_diff(before_row jsonb, after_row jsonb) returns jsonb
language sql immutable parallel safe as $$
  select jsonb_object_agg(k.key, jsonb_build_object('before', before_row -> k.key, 'after', after_row -> k.key))
  from (select jsonb_object_keys(coalesce(after_row, before_row)) as key) k
  where coalesce(before_row -> k.key, 'null'::jsonb) is distinct from coalesce(after_row -> k.key, 'null'::jsonb)
    and k.key not in ('id', 'version', 'created_at', 'updated_at', 'session_id')
    and k.key !~* '(password|token|hash|secret)'
$$;

-- Admin accounts are their own entity: only a SUPER_ADMIN reads their changes.
create function journal_entity(base text, before_row jsonb, after_row jsonb) returns text
language sql immutable parallel safe as $$
  select case
    when base = 'user' and (before_row ->> 'user_type' in ('ADMIN', 'SUPER_ADMIN')
                            or after_row ->> 'user_type' in ('ADMIN', 'SUPER_ADMIN')) then 'admin'
    else base
  end
$$;

create function journal_actor() returns jsonb language sql stable as $$
  select nullif(current_setting('journal.actor', true), '')::jsonb
$$;

-- One statement's rows at once (transition tables): a bulk batch of 500 costs one insert.
create function journal_on_insert() returns trigger language plpgsql as $$
declare
  actor jsonb := journal_actor();
begin
  if actor is null then return null; end if;
  insert into change_journal (actor_id, actor_name, entity, record_id, action, changes)
  select (actor ->> 'id')::integer, coalesce(actor ->> 'name', ''), journal_entity(tg_argv[0], null, r.after_row),
         (r.after_row ->> 'id')::integer, 'create', coalesce(journal_diff(null, r.after_row), '{}'::jsonb)
  from (select to_jsonb(n) as after_row from new_rows n) r;
  return null;
end $$;

create function journal_on_update() returns trigger language plpgsql as $$
declare
  actor jsonb := journal_actor();
begin
  if actor is null then return null; end if;
  insert into change_journal (actor_id, actor_name, entity, record_id, action, changes)
  select (actor ->> 'id')::integer, coalesce(actor ->> 'name', ''),
         journal_entity(tg_argv[0], d.before_row, d.after_row), (d.after_row ->> 'id')::integer,
         -- A change of the status alone (an order confirmed, a banner switched off) is a status change.
         case when d.changes - array['order_status', 'status', 'account_status'] = '{}'::jsonb then 'status'
              else 'update' end,
         d.changes
  from (
    select r.before_row, r.after_row, journal_diff(r.before_row, r.after_row) as changes
    from (select to_jsonb(o) as before_row, to_jsonb(n) as after_row
          from old_rows o join new_rows n on n.id = o.id) r
  ) d
  where d.changes is not null;
  return null;
end $$;

create function journal_on_delete() returns trigger language plpgsql as $$
declare
  actor jsonb := journal_actor();
begin
  if actor is null then return null; end if;
  insert into change_journal (actor_id, actor_name, entity, record_id, action, changes)
  select (actor ->> 'id')::integer, coalesce(actor ->> 'name', ''), journal_entity(tg_argv[0], r.before_row, null),
         (r.before_row ->> 'id')::integer, 'delete', coalesce(journal_diff(r.before_row, null), '{}'::jsonb)
  from (select to_jsonb(o) as before_row from old_rows o) r;
  return null;
end $$;

-- An update that changes something raises the version; one that changes nothing the journal
-- keeps (a sign-in's new session) leaves it, so it cannot make an open form stale. A write that
-- raises it itself keeps its own (a product whose images changed: rows the diff does not see).
create function journal_next_version() returns trigger language plpgsql as $$
begin
  if new.version is distinct from old.version then
    return new;
  end if;
  if journal_diff(to_jsonb(old), to_jsonb(new)) is not null then
    new.version := old.version + 1;
  else
    new.version := old.version;
  end if;
  return new;
end $$;

do $$
declare
  journaled constant text[][] := array[
    ['brands', 'brand'], ['categories', 'category'], ['flavours', 'flavour'], ['devices', 'device'],
    ['nicotines', 'nicotine'], ['products', 'product'], ['orders', 'order'], ['users', 'user'],
    ['shipping_services', 'shipping_service'], ['countries', 'country'], ['states', 'state'],
    ['cities', 'city'], ['banners', 'banner'], ['faqs', 'faq'], ['discounts', 'discount'],
    ['reviews', 'review'], ['notifications', 'notification']
  ];
  pair text[];
begin
  foreach pair slice 1 in array journaled loop
    execute format('alter table %I add column version integer not null default 1', pair[1]);
    execute format('create trigger %I before update on %I for each row execute function journal_next_version()',
                   pair[1] || '_version', pair[1]);
    execute format('create trigger %I after insert on %I referencing new table as new_rows '
                   'for each statement execute function journal_on_insert(%L)', pair[1] || '_journal_insert', pair[1], pair[2]);
    execute format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows '
                   'for each statement execute function journal_on_update(%L)', pair[1] || '_journal_update', pair[1], pair[2]);
    execute format('create trigger %I after delete on %I referencing old table as old_rows '
                   'for each statement execute function journal_on_delete(%L)', pair[1] || '_journal_delete', pair[1], pair[2]);
  end loop;
end $$;
