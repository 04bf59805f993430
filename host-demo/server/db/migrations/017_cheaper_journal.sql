-- What the change journal costs a write (issue 33: a write's p95 may grow by at most 2 ms).
--
-- Measured on PostgreSQL 15 (EXPLAIN ANALYZE, warm), one brand renamed: the journal's statement
-- trigger took 0.6-0.8 ms, five times a row trigger doing the same. Two causes, both mended here:
-- - journal_diff was a SQL function that cannot be inlined (it aggregates), and PostgreSQL plans
--   such a function's body anew on every call; in PL/pgSQL its plan is kept by the session.
-- - transition tables (a tuplestore for the old and for the new rows, then a join of the two) cost
--   more than the rows themselves for the single record most writes change. A row trigger reads
--   OLD and NEW directly. A bulk batch is no slower so: 5,000 orders confirmed in one statement
--   took 1.03 s with row triggers, 1.20 s with the statement triggers.
-- The announcement of migration 016 (a trigger on every journal insert, and a notification that
-- took each commit 0.2 ms more) goes: the server announces a write once it committed
-- (routes/events.ts), on PostgreSQL only (PGlite serves one process).

create or replace function journal_diff(before_row jsonb, after_row jsonb) returns jsonb
language plpgsql immutable parallel safe as $$
declare
  result jsonb;
begin
  select jsonb_object_agg(k.key, jsonb_build_object('before', before_row -> k.key, 'after', after_row -> k.key))
  into result
  from jsonb_object_keys(coalesce(after_row, before_row)) as k(key)
  where coalesce(before_row -> k.key, 'null'::jsonb) is distinct from coalesce(after_row -> k.key, 'null'::jsonb)
    and k.key not in ('id', 'version', 'created_at', 'updated_at', 'session_id')
    and k.key !~* '(password|token|hash|secret)';
  return result;
end $$;

-- One journal row per changed record, as journal_on_insert/update/delete wrote them.
create function journal_record() returns trigger language plpgsql as $$
declare
  actor jsonb := journal_actor();
  before_row jsonb;
  after_row jsonb;
  changes jsonb;
begin
  if actor is null then return null; end if;
  if tg_op <> 'INSERT' then before_row := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then after_row := to_jsonb(new); end if;
  changes := journal_diff(before_row, after_row);
  -- An update that changed nothing the journal keeps (a sign-in's new session) leaves no row.
  if tg_op = 'UPDATE' and changes is null then return null; end if;
  insert into change_journal (actor_id, actor_name, entity, record_id, action, changes)
  values (
    (actor ->> 'id')::integer, coalesce(actor ->> 'name', ''), journal_entity(tg_argv[0], before_row, after_row),
    (coalesce(after_row, before_row) ->> 'id')::integer,
    case tg_op
      when 'INSERT' then 'create'
      when 'DELETE' then 'delete'
      -- A change of the status alone (an order confirmed, a banner switched off) is a status change.
      when 'UPDATE' then case when changes - array['order_status', 'status', 'account_status'] = '{}'::jsonb
                              then 'status' else 'update' end
    end,
    coalesce(changes, '{}'::jsonb));
  return null;
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
    execute format('drop trigger %I on %I', pair[1] || '_journal_insert', pair[1]);
    execute format('drop trigger %I on %I', pair[1] || '_journal_update', pair[1]);
    execute format('drop trigger %I on %I', pair[1] || '_journal_delete', pair[1]);
    execute format('create trigger %I after insert or update or delete on %I for each row '
                   'execute function journal_record(%L)', pair[1] || '_journal', pair[1], pair[2]);
  end loop;
end $$;

drop function journal_on_insert();
drop function journal_on_update();
drop function journal_on_delete();
drop trigger change_journal_announce on change_journal;
drop function change_journal_announce();
