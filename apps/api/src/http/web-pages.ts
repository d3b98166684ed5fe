import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { matchesRoutePattern } from "@rewards/contracts";

/** What the web build lists for one route: the chunks and stylesheets its first paint needs beyond the entry's. */
type RoutePreload = { path: string; js: string[]; css: string[] };

/** One page as sent: the HTML, and its brotli and gzip forms made once. */
export type PageBody = { html: Buffer; br: Buffer; gzip: Buffer };

/**
 * The HTML document for each route of the web app: index.html with the route's own chunks listed
 * as module preloads (and its stylesheets linked), so the browser fetches the layout, guard and page
 * in parallel with the entry instead of discovering them one after the other. Each variant is built
 * and compressed once, on first use.
 */
export function webPages(distDir: string): (pathname: string) => PageBody {
  const indexHtml = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const preloadFile = path.join(distDir, "route-preloads.json");
  const preloads: RoutePreload[] = fs.existsSync(preloadFile) ? JSON.parse(fs.readFileSync(preloadFile, "utf8")) : [];
  // A static route wins over a parameter at the same place (/home/points/redeem before /home/points/:id).
  const ordered = [...preloads].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  const bodies = new Map<string, PageBody>();

  const bodyFor = (key: string, links: string): PageBody => {
    let body = bodies.get(key);
    if (!body) {
      const html = Buffer.from(links ? indexHtml.replace("</head>", `${links}</head>`) : indexHtml);
      body = { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
      bodies.set(key, body);
    }
    return body;
  };

  return (pathname) => {
    const route = ordered.find((entry) => matchesRoutePattern(entry.path, pathname));
    if (!route) return bodyFor("", "");
    const links = [
      ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join("");
    return bodyFor(route.path, links);
  };
}

function paramCount(pattern: string): number {
  return pattern.split("/").filter((part) => part.startsWith(":")).length;
}

/** The encoding to send, from the request's Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has("*") ? (accepted.get("*") ?? 0) : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}
