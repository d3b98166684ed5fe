import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLikeSender, likeDebounceMs } from "./like-sender";

describe("the like debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (initiallyLiked = false, send = vi.fn(async (_like: boolean) => {})) => {
    const onFailed = vi.fn();
    return { send, onFailed, sender: createLikeSender(send, onFailed, initiallyLiked) };
  };

  it("sends the change only after 500 ms without another click", async () => {
    const { send, sender } = setup();
    sender.change(true);
    await vi.advanceTimersByTimeAsync(likeDebounceMs - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("makes one request for many clicks, with the final state", async () => {
    const { send, sender } = setup();
    for (const next of [true, false, true, false, true]) {
      sender.change(next);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("sends nothing when a burst ends where the server already is", async () => {
    const { send, sender } = setup(true);
    sender.change(false);
    sender.change(true);
    await vi.advanceTimersByTimeAsync(likeDebounceMs * 4);
    expect(send).not.toHaveBeenCalled();
  });

  it("counts from what was last sent: unliking after a like is sent", async () => {
    const { send, sender } = setup();
    sender.change(true);
    await vi.advanceTimersByTimeAsync(likeDebounceMs);
    sender.change(false);
    await vi.advanceTimersByTimeAsync(likeDebounceMs);
    expect(send.mock.calls).toEqual([[true], [false]]);
  });

  it("puts the heart back to the server's state when the send fails", async () => {
    const { onFailed, sender } = setup(
      false,
      vi.fn(async () => {
        throw new Error("offline");
      }),
    );
    sender.change(true);
    await vi.advanceTimersByTimeAsync(likeDebounceMs);
    expect(onFailed).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("sends a waiting change at once when the screen goes away", async () => {
    const { send, sender } = setup();
    sender.change(true);
    sender.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith(true);
    await vi.advanceTimersByTimeAsync(likeDebounceMs);
    expect(send).toHaveBeenCalledOnce();
  });
});
