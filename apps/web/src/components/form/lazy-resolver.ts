import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's checks, loaded beside its screen rather than before it: zod, the forms' schemas and the
 * resolver are a good third of a form screen's JavaScript, and nobody types before the screen has
 * painted. They load when the browser is next idle (or at the first check, if that comes sooner:
 * the check then waits for them). `load` imports the module that holds the schema, so that module
 * stays out of the screen's own chunk.
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
  whenIdle(() => void start().catch(() => {}));
  return async (values, context, options) => (await start())(values, context, options);
}

/** After the screen's own work: when the browser is idle, or in a second where it cannot say. */
function whenIdle(task: () => void): void {
  if (typeof window === "undefined") return;
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 1_000);
}
