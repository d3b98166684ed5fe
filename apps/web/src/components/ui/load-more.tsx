import { useEffect, useRef } from "react";
import { secondaryButton } from "./buttons";

export type LoadMoreProps = {
  hasNextPage: boolean;
  fetching: boolean;
  fetchNextPage: () => void;
  label: string;
  busyLabel: string;
  /** Also fetch when the button scrolls into view (infinite lists); pressing it always works. */
  loadOnScroll?: boolean;
};

/** The next page of a list, for as long as there is one: gone on the last page. */
export function LoadMore({
  hasNextPage,
  fetching,
  fetchNextPage,
  label,
  busyLabel,
  loadOnScroll = false,
}: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const fetchRef = useRef(fetchNextPage);
  fetchRef.current = fetchNextPage;

  useEffect(() => {
    const target = button.current;
    if (!loadOnScroll || !target || !hasNextPage || fetching || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fetchRef.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadOnScroll, hasNextPage, fetching]);

  if (!hasNextPage) return null;
  return (
    <div className="mt-4 text-center">
      <button
        ref={button}
        type="button"
        onClick={fetchNextPage}
        disabled={fetching}
        aria-busy={fetching}
        className={`${secondaryButton} w-full sm:w-auto`}
      >
        {fetching ? busyLabel : label}
      </button>
    </div>
  );
}
