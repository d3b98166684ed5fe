/**
 * Where `?next=` may lead after sign-in: a path of this site other than the sign-in page. Anything
 * that would leave it (`//host`, `/\host`, `https://...`, `javascript:`) is dropped, so the link
 * cannot be used to send a member elsewhere. The web app's guard and the server's plain sign-in
 * form both ask this. Kept free of zod: the sign-in screen's first load reads it.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  const base = "https://app.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/sign-in") ? null : path;
}
