-- Search that keeps up (issue 32).
-- GET /products?search= of digits also finds the barcodes that start with them (the command
-- palette finds a scanned product): a btree on the text's pattern order answers `like '123%'`.
create index products_bar_code_idx on products (bar_code text_pattern_ops) where bar_code is not null;
