import { useEffect } from "react";

/**
 * Rendered beside the screen of every layout the server renders (public, home, job market, shops),
 * inside the Suspense boundary that holds it. React takes a
 * prerendered page over part by part, the frame first and each boundary after, and runs a part's
 * effects once it has committed that part; this boundary is the innermost a prerendered page has,
 * so when this effect runs the whole page is the app's. The page's first script
 * (prerender/wake.ts) waits for it to give back what was typed and press again what was pressed.
 */
export function TakenOver() {
  useEffect(() => {
    window.dispatchEvent(new Event("app:taken-over"));
  }, []);
  return null;
}
