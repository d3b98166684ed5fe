// The only script a prerendered content page loads at first: the page is already whole HTML, so the
// app (React, the router, the catalogs) loads when the visitor first reaches for it, and takes the
// page over where it stands. Forms and buttons used in between are not lost. Kept free of imports:
// this file is the landing page's whole first-load JavaScript.

const script = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
const entry = script?.dataset.appEntry;
const eager = script?.dataset.wake === "now";

let ready = false;
let waking = false;
/** A button pressed or a form sent before the app took over: done again once it has. */
let pending: (() => void) | null = null;

const interactions = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

function wake(): void {
  if (waking || !entry) return;
  waking = true;
  for (const type of interactions) document.removeEventListener(type, wake, true);
  import(/* @vite-ignore */ entry).catch(() => {
    // Without the app the page still reads and its links still work; a reload tries again.
    waking = false;
  });
}

/** Whether React has taken this element over yet: it keeps the element's props on it once it has. */
function isTakenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps"));
}

/** Runs `replay` once React has taken `element` over (parts of the page hydrate one after another). */
function whenTakenOver(element: Element, replay: () => void, triesLeft = 100): void {
  if (!element.isConnected) return;
  if (isTakenOver(element) || triesLeft === 0) replay();
  else setTimeout(() => whenTakenOver(element, replay, triesLeft - 1), 50);
}

window.addEventListener("app:ready", () => {
  ready = true;
  const replay = pending;
  pending = null;
  replay?.();
});

// A press on a button does nothing until the app runs: press it again for the visitor then.
document.addEventListener(
  "click",
  (event) => {
    if (ready) return;
    const button = (event.target as Element | null)?.closest?.("button, [role='button'], [role='tab']");
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    pending = () => whenTakenOver(button, () => button.click());
    wake();
  },
  true,
);

// A form sent before the app runs would go to the server as a plain GET, fields in the address:
// hold it, and send it through the app.
document.addEventListener(
  "submit",
  (event) => {
    if (ready) return;
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    pending = () => whenTakenOver(form, () => form.requestSubmit());
    wake();
  },
  true,
);

if (eager) wake();
else for (const type of interactions) document.addEventListener(type, wake, { capture: true, passive: true });
