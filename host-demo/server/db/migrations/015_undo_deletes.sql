-- Undo for deletes (issue 33, item 5; lib/undo.ts).
--
-- A delete's journal row (migration 014) holds every column's value before the delete, except
-- the bookkeeping ones (id, version, created_at): record_id gives the id back, and the table
-- below keeps what else a restore needs and no journal row holds: the record's created_at (the
-- lists are newest first, a restored record goes back to its place) and a product's links
-- (images, colours, tags, nicotine strengths: link tables are not journaled, and the cascade
-- deletes them before the journal's statement trigger runs, so only a row trigger sees them).
-- The journal row is found again by entity, record id and `at` (now(): the transaction's start).
create table journal_deleted_extras (
  entity text not null,
  record_id integer not null,
  at timestamptz not null,
  created_at timestamptz,
  links jsonb not null default '{}'::jsonb,
  primary key (entity, record_id, at)
);

-- A delete undone once cannot be undone again (its record may have been deleted anew since).
alter table change_journal add column undone_at timestamptz;

create function journal_keep_deleted() returns trigger language plpgsql as $$
begin
  -- Like the journal: writes made without an actor (seed, migrations) keep nothing.
  if journal_actor() is null then return old; end if;
  insert into journal_deleted_extras (entity, record_id, at, created_at, links)
  values (
    tg_argv[0], old.id, now(), old.created_at,
    case when tg_argv[0] = 'product' then jsonb_build_object(
      'images', (select coalesce(jsonb_agg(jsonb_build_object('image_id', i.image_id, 'display_order', i.display_order)
                                           order by i.display_order), '[]'::jsonb)
                 from product_images i where i.product_id = old.id),
      'flavour_ids', (select coalesce(jsonb_agg(f.flavor_id), '[]'::jsonb) from product_flavours f where f.product_id = old.id),
      'device_ids', (select coalesce(jsonb_agg(d.device_id), '[]'::jsonb) from product_devices d where d.product_id = old.id),
      'nicotine_ids', (select coalesce(jsonb_agg(n.nicotine_id), '[]'::jsonb) from product_nicotines n where n.product_id = old.id)
    ) else '{}'::jsonb end)
  on conflict do nothing;
  return old;
end $$;

do $$
declare
  undoable constant text[][] := array[
    ['brands', 'brand'], ['categories', 'category'], ['products', 'product'], ['banners', 'banner'],
    ['faqs', 'faq'], ['shipping_services', 'shipping_service'], ['countries', 'country'], ['states', 'state'],
    ['cities', 'city'], ['reviews', 'review']
  ];
  pair text[];
begin
  foreach pair slice 1 in array undoable loop
    execute format('create trigger %I before delete on %I for each row execute function journal_keep_deleted(%L)',
                   pair[1] || '_journal_keep_deleted', pair[1], pair[2]);
  end loop;
end $$;
