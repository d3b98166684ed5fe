import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { callApi } from "../../lib/api";

/** The spec's like debounce: the change is sent after 500 ms without another click. */
export const likeDebounceMs = 500;

const likeReply = z.object({ status: z.literal(true) }).passthrough();

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
      callApi<typeof likeReply>("shop", "stores/like", {
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
