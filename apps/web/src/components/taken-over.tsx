import { type ReactNode, Suspense, useEffect, useId } from "react";
import { requestScope } from "../lib/request-scope";

/**
 * Rendered beside the screen of every layout the server renders (public, home, job market, shops),
 * inside the Suspense boundary that holds it, and inside every boundary around a part that loads on
 * its own (`TakeOverBoundary`). React takes a prerendered page over part by part, the frame first
 * and each boundary after, and runs a part's effects once it has committed that part; a press on a
 * part it has not taken over yet is lost. The page's first script (prerender/wake.ts) holds presses
 * until every such part has said it is the app's: the server counts them as it renders the page
 * (`data-take-overs` on the root), one if it does not say.
 */
export function TakenOver() {
  const id = useId();
  // On the server: counted once per place, however often React renders it again while it waits.
  requestScope()?.takeOverPart?.(id);
  useEffect(() => {
    window.dispatchEvent(new Event("app:taken-over"));
  }, []);
  return null;
}

/** A Suspense boundary around a part that loads on its own: the page waits for it too (`TakenOver`). */
export function TakeOverBoundary({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <TakenOver />
    </Suspense>
  );
}
