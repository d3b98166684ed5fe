/**
 * The web app's route list, shared with the server so that a path the web app does not know
 * answers with a real HTTP 404 (the app still renders its not-found page).
 *
 * Patterns use React Router syntax: `:name` is a parameter, `:name?` an optional one.
 * The web router is tested to declare exactly these paths.
 */
export const webRoutePaths = ["/", "/health-check"] as const;

export type WebRoutePath = (typeof webRoutePaths)[number];

function segments(path: string): string[] {
  return path.split("/").filter((part) => part.length > 0);
}

/**
 * Every concrete pattern an optional-segment pattern stands for, as React Router expands them:
 * `/a/:b?/c` stands for `/a/c` and `/a/:b/c`.
 */
export function expandOptionalSegments(pattern: string): string[][] {
  return segments(pattern).reduce<string[][]>(
    (variants, part) => {
      if (!part.endsWith("?")) return variants.map((variant) => [...variant, part]);
      const present = part.slice(0, -1);
      return variants.flatMap((variant) => [variant, [...variant, present]]);
    },
    [[]],
  );
}

/** Does `pathname` match the pattern? Trailing slashes are ignored, static segments compare exactly. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const actual = segments(pathname);
  return expandOptionalSegments(pattern).some(
    (variant) =>
      variant.length === actual.length &&
      variant.every((part, index) => part.startsWith(":") || part === actual[index]),
  );
}

export function isWebRoute(pathname: string, patterns: readonly string[] = webRoutePaths): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, pathname));
}
