-- Product name search ("%term%", case-insensitive) on a trigram index, so the all-products search
-- stays fast at any size instead of reading every row.
create extension if not exists pg_trgm;
create index products_name_trgm_idx on products using gin (product_name gin_trgm_ops);

-- Deleting a colour, tag, strength or file finds its product links by index, not by a full scan
-- (the primary keys of the link tables lead with product_id).
create index product_flavours_flavor_idx on product_flavours (flavor_id);
create index product_devices_device_idx on product_devices (device_id);
create index product_nicotines_nicotine_idx on product_nicotines (nicotine_id);
create index product_images_image_idx on product_images (image_id);
