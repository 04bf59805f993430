-- Operators tell these records apart by name, so a name is used once: one "Vapor King" among the
-- brands, one "Pod Kits" among a brand's categories, one colour, tag, nicotine strength (strength
-- and unit) and shipping service of a name. Compared without case and with runs of spaces as one
-- (name_key), so "vapor  king " is "Vapor King" (409 on a second).
-- Earlier duplicates keep their rows: the later one gets its id appended ("Vapor King (12)"), and
-- each rename is recorded in renamed_duplicates, which the server logs once when this runs.
create function name_key(value text) returns text
  language sql immutable parallel safe
  as $$ select lower(btrim(regexp_replace(value, '\s+', ' ', 'g'))) $$;

-- The renamed one loses stray spaces too: "vapor  king " becomes "vapor king (12)".
create function tidy_name(value text) returns text
  language sql immutable parallel safe
  as $$ select btrim(regexp_replace(value, '\s+', ' ', 'g')) $$;

create table renamed_duplicates (
  id serial primary key,
  table_name text not null,
  record_id integer not null,
  old_name text not null,
  new_name text not null,
  renamed_at timestamptz not null default now()
);

insert into renamed_duplicates (table_name, record_id, old_name, new_name)
select 'brands', id, brand_name, tidy_name(brand_name) || ' (' || id || ')' from brands later
where exists (select 1 from brands earlier where name_key(earlier.brand_name) = name_key(later.brand_name) and earlier.id < later.id);
update brands set brand_name = renamed.new_name from renamed_duplicates renamed
where renamed.table_name = 'brands' and renamed.record_id = brands.id;

insert into renamed_duplicates (table_name, record_id, old_name, new_name)
select 'categories', id, category_name, tidy_name(category_name) || ' (' || id || ')' from categories later
where exists (
  select 1 from categories earlier
  where earlier.brand_id is not distinct from later.brand_id
    and name_key(earlier.category_name) = name_key(later.category_name) and earlier.id < later.id
);
update categories set category_name = renamed.new_name from renamed_duplicates renamed
where renamed.table_name = 'categories' and renamed.record_id = categories.id;

insert into renamed_duplicates (table_name, record_id, old_name, new_name)
select 'flavours', id, flavour_name, tidy_name(flavour_name) || ' (' || id || ')' from flavours later
where exists (select 1 from flavours earlier where name_key(earlier.flavour_name) = name_key(later.flavour_name) and earlier.id < later.id);
update flavours set flavour_name = renamed.new_name from renamed_duplicates renamed
where renamed.table_name = 'flavours' and renamed.record_id = flavours.id;

insert into renamed_duplicates (table_name, record_id, old_name, new_name)
select 'devices', id, device_name, tidy_name(device_name) || ' (' || id || ')' from devices later
where exists (select 1 from devices earlier where name_key(earlier.device_name) = name_key(later.device_name) and earlier.id < later.id);
update devices set device_name = renamed.new_name from renamed_duplicates renamed
where renamed.table_name = 'devices' and renamed.record_id = devices.id;

insert into renamed_duplicates (table_name, record_id, old_name, new_name)
select 'nicotines', id, nicotine_strength, tidy_name(nicotine_strength) || ' (' || id || ')' from nicotines later
where exists (
  select 1 from nicotines earlier
  where name_key(earlier.nicotine_strength) = name_key(later.nicotine_strength)
    and name_key(earlier.unit) = name_key(later.unit) and earlier.id < later.id
);
update nicotines set nicotine_strength = renamed.new_name from renamed_duplicates renamed
where renamed.table_name = 'nicotines' and renamed.record_id = nicotines.id;

insert into renamed_duplicates (table_name, record_id, old_name, new_name)
select 'shipping_services', id, title, tidy_name(title) || ' (' || id || ')' from shipping_services later
where exists (select 1 from shipping_services earlier where name_key(earlier.title) = name_key(later.title) and earlier.id < later.id);
update shipping_services set title = renamed.new_name from renamed_duplicates renamed
where renamed.table_name = 'shipping_services' and renamed.record_id = shipping_services.id;

create unique index brands_name_key on brands (name_key(brand_name));
-- Categories without a brand are told apart among themselves too (coalesce: nulls would never clash).
create unique index categories_brand_name_key on categories (coalesce(brand_id, 0), name_key(category_name));
create unique index flavours_name_key on flavours (name_key(flavour_name));
create unique index devices_name_key on devices (name_key(device_name));
create unique index nicotines_strength_key on nicotines (name_key(nicotine_strength), name_key(unit));
create unique index shipping_services_title_key on shipping_services (name_key(title));
