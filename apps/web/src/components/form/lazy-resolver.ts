import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's checks, loaded beside its screen rather than before it: zod, the forms' schemas and the
 * resolver are a good third of a form screen's JavaScript, and nobody types before the screen has
 * painted. They load when the reader first reaches for the page (a focus, a press, a key), which
 * leaves the time it takes to fill the form in for them to arrive, or at the first check if that
 * comes sooner (the check then waits). `load` imports the module that holds the schema, so that
 * module stays out of the screen's own chunk.
 */
export function lazyResolver<S extends FormSchema>(load: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<Loaded> | null = null;
  const start = (): Promise<Loaded> => {
    loading ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Loaded,
    );
    // A load that failed (the network dropped) is tried again by the next check, not kept failed.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  whenReachedFor(() => void start().catch(() => {}));
  return async (values, context, options) => (await start())(values, context, options);
}

const reaching = ["focusin", "pointerdown", "keydown"] as const;

/** Once, at the reader's first focus, press or key anywhere on the page. */
function whenReachedFor(task: () => void): void {
  if (typeof document === "undefined") return;
  // Already there (a field has the focus: the form opened in a dialog, or after a press).
  if (document.activeElement && document.activeElement !== document.body) {
    task();
    return;
  }
  const once = () => {
    for (const type of reaching) document.removeEventListener(type, once, true);
    task();
  };
  for (const type of reaching) document.addEventListener(type, once, { capture: true, passive: true });
}
