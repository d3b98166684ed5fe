CREATE TABLE "store_search" (
	"id" text PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"like_count" integer NOT NULL,
	"follower_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_search" ADD CONSTRAINT "store_search_id_stores_id_fk" FOREIGN KEY ("id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_search_earth_idx" ON "store_search" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "store_search_name_idx" ON "store_search" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "store_search_name_order_idx" ON "store_search" USING btree ("search_name","id");--> statement-breakpoint
-- The narrow rows a search reads (tables.ts, `storeSearch`), kept by the database in the same
-- transaction as every write of a store, so no writer can forget them; a deleted store's row goes
-- with it (the foreign key). Room left on each page so a like or a follow updates its row in place.
ALTER TABLE "store_search" SET (fillfactor = 90);--> statement-breakpoint
create or replace function stores_keep_search_row() returns trigger
  language plpgsql
as $$
begin
  insert into store_search (id, search_name, lat, lng, like_count, follower_count, created_at, time_zone)
    values (new.id, new.search_name, new.lat, new.lng, new.like_count, new.follower_count, new.created_at, new.time_zone)
    on conflict (id) do update set
      search_name = excluded.search_name, lat = excluded.lat, lng = excluded.lng,
      like_count = excluded.like_count, follower_count = excluded.follower_count,
      created_at = excluded.created_at, time_zone = excluded.time_zone;
  return null;
end
$$;--> statement-breakpoint
create trigger stores_keep_search_row
  after insert or update of name, lat, lng, like_count, follower_count, created_at, time_zone on stores
  for each row execute function stores_keep_search_row();--> statement-breakpoint
insert into store_search (id, search_name, lat, lng, like_count, follower_count, created_at, time_zone)
  select id, search_name, lat, lng, like_count, follower_count, created_at, time_zone from stores
  order by search_name, id;
