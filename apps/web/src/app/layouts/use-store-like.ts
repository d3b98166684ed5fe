import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { callApi } from "../../lib/api";

/** The spec's like debounce: the change is sent after 500 ms without another click. */
export const likeDebounceMs = 500;

/** The reply as a type only: the browser takes replies as typed, and zod stays off the shop screens' first load. */
type LikeReply = z.ZodType<{ status: true } & Record<string, unknown>>;

/**
 * The heart toggles at once; only the final state of a burst of clicks is sent. A failed send
 * puts the heart back to what the server has.
 */
export function useStoreLike(storeId: string | undefined, initiallyLiked: boolean) {
  const [liked, setLiked] = useState(initiallyLiked);
  const confirmed = useRef(initiallyLiked);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = () => {
    const next = !liked;
    setLiked(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!storeId || next === confirmed.current) return;
      callApi<LikeReply>("shop", "stores/like", {
        method: "POST",
        body: { store_id: storeId, like: next },
      }).then(
        () => {
          confirmed.current = next;
        },
        () => setLiked(confirmed.current),
      );
    }, likeDebounceMs);
  };

  return { liked, toggle };
}
