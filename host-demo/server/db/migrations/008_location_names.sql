-- A name is used once per level, case-insensitively: one "France" among the countries, one
-- "Bavaria" among a country's states, one "Munich" among a state's cities (409 on a second).
-- Earlier duplicates, if any, keep their rows and get their id appended, so the index can be built.
update countries set name = name || ' (' || id || ')'
where exists (select 1 from countries earlier where lower(earlier.name) = lower(countries.name) and earlier.id < countries.id);
update states set name = name || ' (' || id || ')'
where exists (
  select 1 from states earlier
  where earlier.country_id = states.country_id and lower(earlier.name) = lower(states.name) and earlier.id < states.id
);
update cities set name = name || ' (' || id || ')'
where exists (
  select 1 from cities earlier
  where earlier.state_id = cities.state_id and lower(earlier.name) = lower(cities.name) and earlier.id < cities.id
);
create unique index countries_name_key on countries (lower(name));
create unique index states_country_name_key on states (country_id, lower(name));
create unique index cities_state_name_key on cities (state_id, lower(name));
