import { requestScope } from "./request-scope";

/** Readable cookies of the web app (the session cookie itself is httpOnly and never read here). */
export function readCookie(name: string): string | null {
  // Rendered on the server for a request: that request's cookies.
  const scope = requestScope();
  if (scope) return scope.cookie(name);
  // The build's prerendering has no document: it renders for a visitor without cookies.
  if (typeof document === "undefined") return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split("; ")) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // The Cookie Store API is missing from the Safari and Firefox versions we support.
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: see above; this is the one place cookies are written.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
