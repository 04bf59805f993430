-- Attempt counters of the sign-in, recovery and sign-up limits (plugins/rateLimit.ts), in the
-- database so every process on one PostgreSQL shares one count and a restart resets nothing.
-- One row a key ("signin:pair:<email>|<address>"): its count in the current window and when
-- that window ends. A count is taken with one INSERT … ON CONFLICT before the check it limits.
create table auth_attempts (
  key text primary key,
  count integer not null,
  window_ends_at timestamptz not null
);
create index auth_attempts_window_idx on auth_attempts (window_ends_at);

-- Recovery: a verified code yields a single-use reset grant, kept hashed, that lives 10 minutes;
-- setting the new password requires it (routes/auth/password.ts).
alter table password_resets add column reset_token_hash text;
alter table password_resets add column reset_expires_at timestamptz;
