import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { callApi } from "../../../lib/api";
import { createLikeSender, type LikeSender } from "./like-sender";

/** The reply as a type only: the browser takes replies as typed, and zod stays off the shop screens' first load. */
type LikeReply = z.ZodType<{ status: true } & Record<string, unknown>>;

/**
 * The heart toggles at once; only the final state of a burst of clicks is sent (like-sender.ts). A
 * failed send puts the heart back to what the server has. `onSent` lets the screen refresh what it
 * shows about the store.
 */
export function useStoreLike(storeId: string | undefined, initiallyLiked: boolean, onSent?: (like: boolean) => void) {
  const [liked, setLiked] = useState(initiallyLiked);
  const sender = useRef<LikeSender | null>(null);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  useEffect(() => {
    if (!storeId) return;
    const current = createLikeSender(
      (like) =>
        callApi<LikeReply>("shop", "stores/like", { method: "POST", body: { store_id: storeId, like } }).then(() =>
          onSentRef.current?.(like),
        ),
      setLiked,
      initiallyLiked,
    );
    sender.current = current;
    return () => current.flush();
  }, [storeId, initiallyLiked]);

  const toggle = () => {
    const next = !liked;
    setLiked(next);
    sender.current?.change(next);
  };

  return { liked, toggle };
}
