// react-i18next as the server's builds use it: everything the library exports, with a lighter
// `useTranslation` (build/server-bundle.mjs points every import of "react-i18next" here).
//
// The library's hook is made for a browser that re-renders on a language change: each call
// subscribes to the instance, asks it for a fresh `t`, and copies every property of the instance
// into a wrapper object. On the server a page renders once, in one language, with every catalog
// in memory, so that work bought nothing and took about a third of a page's rendering. This hook
// answers the same `t` (the library's own `getFixedT`, the same strings), reports the namespaces
// the page used (to the request being rendered, else as the library does), and keeps one answer
// per instance, language, namespace and key prefix. Its `t` remembers the texts it made: the
// catalogs never change while the server runs, and the request-time rendering shares one instance
// per language between requests.
import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, type UseTranslationOptions, type UseTranslationResponse } from "react-i18next";
import { requestScope } from "../lib/request-scope";

export * from "react-i18next";

type Answer = UseTranslationResponse<string, undefined>;

const answers = new WeakMap<I18n, Map<string, Answer>>();

/**
 * How many texts one `t` (a language, a namespace, a key prefix) keeps before it starts again: a
 * screen's own keys fit many times over, and texts with figures or names in them, which seldom
 * come again, cannot grow it past this. A few hundred such `t` at most: tens of megabytes at the
 * very worst, far less in use.
 */
const rememberedTexts = 500;

/** Options made only of strings, numbers and booleans, as one key; null when they hold anything else. */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return "";
  if (typeof options !== "object" || options === null) return null;
  let key = "";
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== "string" && kind !== "number" && kind !== "boolean" && value !== undefined) return null;
    key += `\u0000${name}\u0000${kind}\u0000${String(value)}`;
  }
  return key;
}

/**
 * `t`, remembering what it answered for a key and simple options (counts, names, formatted
 * figures): the same catalogs in the same language answer the same text. Anything else (a
 * default-value overload, functions, objects) goes to i18next each time.
 */
/** `t` as this module calls it: whatever its arguments, the text (or what i18next answers). */
type Lookup = ((...args: unknown[]) => unknown) & { lng?: string; ns?: unknown; keyPrefix?: unknown };

function remembering(fixed: Lookup): Lookup {
  const texts = new Map<string, unknown>();
  const t: Lookup = (key, ...rest) => {
    const options = rest.length === 0 ? "" : rest.length === 1 ? optionsKey(rest[0]) : null;
    if (typeof key !== "string" || options === null) return fixed(key, ...rest);
    const textKey = `${key}${options}`;
    let text = texts.get(textKey);
    if (text === undefined) {
      text = fixed(key, ...rest);
      if (texts.size >= rememberedTexts) texts.clear();
      texts.set(textKey, text);
    }
    return text;
  };
  // What react-i18next's own `t` carries, for code that reads it.
  return Object.assign(t, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
}

/**
 * The instance's record of the namespaces its pages used, made on first use as the library's hook
 * makes it: the build's prerendering reads it (and empties it) for each page.
 */
class UsedNamespaces {
  usedNamespaces: Record<string, boolean> = {};
  addUsedNamespaces(namespaces: readonly string[]) {
    for (const namespace of namespaces) this.usedNamespaces[namespace] = true;
  }
  getUsedNamespaces() {
    return Object.keys(this.usedNamespaces);
  }
}

function reportOf(i18n: I18n): UsedNamespaces {
  i18n.reportNamespaces ??= new UsedNamespaces() as unknown as NonNullable<I18n["reportNamespaces"]>;
  return i18n.reportNamespaces as unknown as UsedNamespaces;
}

export function useTranslation(
  ns?: string | readonly string[],
  options: UseTranslationOptions<undefined> & { i18n?: I18n; lng?: string } = {},
): Answer {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const named =
    ns ?? (context as { defaultNS?: string } | undefined)?.defaultNS ?? i18n.options.defaultNS ?? "translation";
  const namespaces = typeof named === "string" ? [named] : [...(named as readonly string[])];
  const scope = requestScope();
  if (scope?.usedNamespaces) scope.usedNamespaces(namespaces);
  else reportOf(i18n).addUsedNamespaces(namespaces);

  const lng = options.lng ?? i18n.language;
  const keyPrefix = options.keyPrefix ?? i18n.options.react?.keyPrefix;
  const key = `${lng}\u0000${namespaces.join(",")}\u0000${keyPrefix ?? ""}`;
  let byKey = answers.get(i18n);
  if (!byKey) {
    byKey = new Map();
    answers.set(i18n, byKey);
  }
  let answer = byKey.get(key);
  if (!answer) {
    const fallback = i18n.options.react?.nsMode === "fallback";
    const fixed = i18n.getFixedT(lng, fallback ? namespaces : (namespaces[0] as string), keyPrefix);
    const t = remembering(fixed as unknown as Lookup) as unknown as TFunction;
    answer = Object.assign([t, i18n, true] as [TFunction, I18n, boolean], {
      t,
      i18n,
      ready: true,
    }) as unknown as Answer;
    byKey.set(key, answer);
  }
  return answer;
}
