const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe to write into HTML, in an element or a quoted attribute: the five characters that
 * could end either. The server's own pages and emails and the web app's map popups all write text
 * this way, so there is one rule to check.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
