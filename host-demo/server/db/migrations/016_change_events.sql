-- Changes reach open screens (issue 33): every statement that appends to the change journal
-- announces it on the channel shop_changes. PostgreSQL delivers a notification only when its
-- transaction commits (and never for one rolled back), to every process listening on the
-- database; each process then reads the new journal rows itself (lib/changeFeed.ts). The payload
-- is empty: notifications alike in one transaction are sent once, so a bulk batch is one.
create function change_journal_announce() returns trigger language plpgsql as $$
begin
  perform pg_notify('shop_changes', '');
  return null;
end $$;

create trigger change_journal_announce after insert on change_journal
  for each statement execute function change_journal_announce();
