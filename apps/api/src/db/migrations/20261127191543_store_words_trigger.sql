-- The words of the store names, for correcting a typo against a few thousand words instead of
-- scoring every store name (issue 39: about 30 µs a name, the slow part of a typo search).
-- A folded name's words: split at spaces and punctuation. The search splits what is typed the
-- same way (listing.ts, `correctKeyword`).
create or replace function store_split(folded text) returns setof text
  language sql immutable parallel safe strict
as $$
  select distinct word from regexp_split_to_table(folded, '[[:space:][:punct:]]+') word where word <> ''
$$;--> statement-breakpoint
-- Kept by the database rather than by each write of a name (store creation, the back office, the
-- demo data), so no writer can forget it. Only the words a typo can be corrected to: shorter ones
-- and numbers are looked for as typed.
create or replace function stores_keep_words() returns trigger
  language plpgsql
as $$
begin
  if tg_op = 'UPDATE' and new.search_name = old.search_name then
    return null;
  end if;
  insert into store_words (word)
    select word from store_split(new.search_name) word where length(word) >= 3 and word ~ '[^0-9]'
    on conflict do nothing;
  return null;
end
$$;--> statement-breakpoint
create trigger stores_keep_words after insert or update of name on stores
  for each row execute function stores_keep_words();--> statement-breakpoint
insert into store_words (word)
  select distinct word from stores, store_split(stores.search_name) word
  where length(word) >= 3 and word ~ '[^0-9]'
  on conflict do nothing;
