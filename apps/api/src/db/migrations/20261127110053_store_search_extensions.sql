-- Shop visits: distance (cube + earthdistance) and accent-insensitive, typo-tolerant search
-- (unaccent + pg_trgm). Debian's PostgreSQL 15 ships them in contrib; PGlite loads them from
-- @electric-sql/pglite/contrib (db/client.ts). All four are trusted extensions.
create extension if not exists cube;--> statement-breakpoint
create extension if not exists earthdistance;--> statement-breakpoint
create extension if not exists pg_trgm;--> statement-breakpoint
create extension if not exists unaccent;--> statement-breakpoint
-- unaccent() is only stable (its dictionary could change), so an index cannot use it. This wrapper
-- names the dictionary and the schemas explicitly and promises immutability, which holds as long as
-- the unaccent rules file is not edited (re-index the stores if it ever is).
create or replace function store_fold(value text) returns text
  language sql immutable parallel safe strict
  return lower(public.unaccent('public.unaccent'::regdictionary, value));
