/**
 * A module asked for by a function that runs on every navigation or request (a guard, a screen's
 * data): the first `import()` is kept and later calls reuse it. Each `import()` is resolved again
 * otherwise, which a browser does quickly but the server pays per rendered page. A load that
 * failed (a chunk the network lost) is asked again next time.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
