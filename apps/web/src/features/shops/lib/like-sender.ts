/** The spec's like debounce: the change is sent after 500 ms without another click. */
export const likeDebounceMs = 500;

export type LikeSender = {
  /** The heart's new state: (re)starts the wait; only the state standing when it ends is sent. */
  change(next: boolean): void;
  /** Sends a change still waiting now: the screen is going away, and the member's click must not be lost. */
  flush(): void;
};

/**
 * The debounce behind the heart, kept apart from React so a fake clock can test it. `confirmed` is
 * what the server has: a burst that ends where it started sends nothing, and a failed send calls
 * `onFailed` with the server's state so the heart can go back to it.
 */
export function createLikeSender(
  send: (like: boolean) => Promise<unknown>,
  onFailed: (confirmed: boolean) => void,
  initiallyLiked: boolean,
  waitMs: number = likeDebounceMs,
): LikeSender {
  let confirmed = initiallyLiked;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: boolean | undefined;
  const sendWaiting = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = waiting;
    waiting = undefined;
    if (next === undefined || next === confirmed) return;
    send(next).then(
      () => {
        confirmed = next;
      },
      () => onFailed(confirmed),
    );
  };
  return {
    change(next) {
      clearTimeout(timer);
      waiting = next;
      timer = setTimeout(sendWaiting, waitMs);
    },
    flush: sendWaiting,
  };
}
