import { describe, expect, it, vi } from "vitest";

const shown = vi.fn();
vi.mock("sonner", () => ({ toast: { success: (message: string) => shown(message) } }));

describe("toast", () => {
  it("waits for the Toaster's live region before raising the first toast", async () => {
    const { markToasterMounted, toast } = await import("./toast");
    toast.success("Saved");
    // The toast library has loaded and every microtask after it has run: only the Toaster is missing.
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).not.toHaveBeenCalled();
    markToasterMounted();
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith("Saved"));
    toast.success("Again");
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith("Again"));
  });
});
