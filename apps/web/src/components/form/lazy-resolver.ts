import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's checks, loaded beside its screen rather than before it: zod, the forms' schemas and the
 * resolver are a good third of a form screen's JavaScript, and nobody types before the screen has
 * painted. The load starts when this is called (when the screen's module runs, or the form first
 * renders), so the checks are there by the first blur or press; a check that comes sooner waits
 * for them. `load` imports the module that holds the schema, so that module stays out of the
 * screen's own chunk.
 */
export function lazyResolver<S extends FormSchema>(load: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  const start = (): Promise<Loaded> =>
    Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Loaded,
    );
  let loading = start();
  // A load that failed (the network dropped) is tried again by the next check, not kept failed.
  loading.catch(() => {});
  return async (values, context, options) => {
    const resolver = await loading.catch(() => {
      loading = start();
      return loading;
    });
    return resolver(values, context, options);
  };
}
