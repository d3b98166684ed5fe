import { useSearchParams } from "react-router";

export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The page a list's address asks for; 1 when it asks for none or for nonsense. */
export const pageIn = (search: URLSearchParams): number => Math.max(1, Math.floor(Number(search.get("page"))) || 1);

/**
 * A list's filters, order and page live in the address, so a link or a reload keeps them. `update`
 * sets or clears some of them; any change but the page's goes back to the first page. `toPage` is
 * the pager's move.
 */
export function useListAddress() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setSearch(next);
  };
  const toPage = (page: number) => update({ page: String(page) });
  return { search, update, toPage };
}
