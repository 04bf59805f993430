-- Orders paged, searched and filtered on the server (GET /admin/orders?page=…&search=…).

-- Case- and accent-insensitive search: shop_fold() maps accented Latin letters to plain ones and
-- lower-cases. Plain SQL (translate), not the unaccent extension, so PGlite and PostgreSQL fold
-- alike, and immutable, so it can be indexed. The route folds the search text with it too.
create or replace function shop_fold(value text) returns text
  language sql immutable strict parallel safe
  as $$ select lower(translate(value, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŠšŽžČčĆćŁłŃńŚśŹźŻżĘęĄąŐőŰűŘřĎďŤťŇňĚěŮůĞğŞşİı', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyySsZzCcCcLlNnSsZzZzEeAaOoUuRrDdTtNnEeUuGgSsIi')) $$;

-- Customer names: a trigram index on the folded name finds "%muller%" among any number of users;
-- the orders of those users come from the (user_id, created_at) index below.
create index users_full_name_fold_trgm_idx on users using gin (shop_fold(full_name) gin_trgm_ops);
-- Order number and transaction id in one trigram index (the search matches either).
create index orders_number_transaction_trgm_idx on orders
  using gin ((order_number || ' ' || transaction_id) gin_trgm_ops);

-- Newest first within one status or one customer: the page's ids come from the index alone.
create index orders_status_created_idx on orders (order_status, created_at desc, id desc);
create index orders_user_created_idx on orders (user_id, created_at desc, id desc);
-- Both are covered by the indexes above (same leading column).
drop index if exists orders_status_idx;
drop index if exists orders_user_idx;
