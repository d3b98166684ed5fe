DROP INDEX "store_search_name_idx";--> statement-breakpoint
DROP INDEX "stores_search_name_idx";--> statement-breakpoint
ALTER TABLE "store_search" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "store_search_text_idx" ON "store_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "stores_search_text_idx" ON "stores" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- What a keyword is looked for in (tables.ts, `searchText`): the name, the address (its street)
-- and the names of the store's categories in the three languages, folded as the name is. Kept by
-- the database, so no writer (the back office, the demo data, a category renamed) can forget it.
create or replace function store_search_text_of(store text, store_name text, store_address text) returns text
  language sql stable
as $$
  select store_fold(concat_ws(' ', store_name, store_address,
    (select string_agg(concat_ws(' ', c.name_en, c.name_vi, c.name_id), ' ' order by l.position, c.id)
       from store_category_links l join store_categories c on c.id = l.category_id
       where l.store_id = store)))
$$;--> statement-breakpoint
create or replace function stores_fill_search_text() returns trigger
  language plpgsql
as $$
begin
  new.search_text := store_search_text_of(new.id, new.name, new.address);
  return new;
end
$$;--> statement-breakpoint
-- `update of search_text`: a change of the categories asks for the text again by naming it.
create trigger stores_fill_search_text
  before insert or update of name, address, search_text on stores
  for each row execute function stores_fill_search_text();--> statement-breakpoint
create or replace function store_categories_refresh_search_text() returns trigger
  language plpgsql
as $$
begin
  if tg_table_name = 'store_category_links' then
    if tg_op <> 'INSERT' then
      update stores set search_text = '' where id = old.store_id;
    end if;
    if tg_op <> 'DELETE' then
      update stores set search_text = '' where id = new.store_id;
    end if;
  else
    update stores set search_text = '' where id in (select l.store_id from store_category_links l where l.category_id = new.id);
  end if;
  return null;
end
$$;--> statement-breakpoint
create trigger store_category_links_refresh_search_text
  after insert or update or delete on store_category_links
  for each row execute function store_categories_refresh_search_text();--> statement-breakpoint
create trigger store_categories_refresh_search_text
  after update of name_en, name_vi, name_id on store_categories
  for each row execute function store_categories_refresh_search_text();--> statement-breakpoint
create or replace function stores_keep_search_row() returns trigger
  language plpgsql
as $$
begin
  insert into store_search (id, search_name, search_text, lat, lng, like_count, follower_count, created_at, time_zone)
    values (new.id, new.search_name, new.search_text, new.lat, new.lng, new.like_count, new.follower_count, new.created_at, new.time_zone)
    on conflict (id) do update set
      search_name = excluded.search_name, search_text = excluded.search_text, lat = excluded.lat, lng = excluded.lng,
      like_count = excluded.like_count, follower_count = excluded.follower_count,
      created_at = excluded.created_at, time_zone = excluded.time_zone;
  return null;
end
$$;--> statement-breakpoint
drop trigger stores_keep_search_row on stores;--> statement-breakpoint
create trigger stores_keep_search_row
  after insert or update of name, address, search_text, lat, lng, like_count, follower_count, created_at, time_zone on stores
  for each row execute function stores_keep_search_row();--> statement-breakpoint
-- Typos are forgiven in streets and category names as in names: their words join the list.
create or replace function stores_keep_words() returns trigger
  language plpgsql
as $$
begin
  if tg_op = 'UPDATE' and new.search_text = old.search_text then
    return null;
  end if;
  insert into store_words (word)
    select word from store_split(new.search_text) word where length(word) >= 3 and word ~ '[^0-9]'
    on conflict do nothing;
  return null;
end
$$;--> statement-breakpoint
drop trigger stores_keep_words on stores;--> statement-breakpoint
create trigger stores_keep_words after insert or update of name, address, search_text on stores
  for each row execute function stores_keep_words();--> statement-breakpoint
update stores set search_text = '';
