// The only script a prerendered content page loads at first: the page is already whole HTML, so the
// app (React, the router, the catalogs) loads when the visitor first reaches for it, and takes the
// page over where it stands. The app's own page (index.html, a screen's skeleton) loads through it
// too, right after the skeleton has painted. Forms and buttons used in between are not lost. Kept
// free of imports: this file is the landing page's whole first-load JavaScript.

const script = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
const entry = script?.dataset.appEntry;
/**
 * When the app loads without a touch: `painted` (the app's own page) right after the first paint,
 * `loaded` (form pages) once the page has loaded; otherwise at the first touch, key or focus.
 */
const when = script?.dataset.wake;
/** The entry's and this route's chunks, asked for together when the app loads. */
const chunks = script?.dataset.appChunks?.split(" ").filter(Boolean) ?? [];

/**
 * Whether the app has the page (see `takeOver`): until then presses are held and fields noted.
 * Held, and kept from React too: while React hydrates, a press on a part it has not taken over yet
 * is dropped when that part's code is still on its way, so presses wait for the whole screen.
 */
let ready = false;
let waking = false;
/** Buttons pressed, links followed and forms sent before the app took over: done again, in order, once it has. */
const pending: (() => void)[] = [];
/** What is held once at most: a form sent twice, or a link followed twice, is sent or followed once. */
const heldOnce = new Set<Element>();

/** Holds an event the page cannot answer yet, to be done again by the app. */
function hold(event: Event, again: () => void, once?: Element | null): void {
  event.preventDefault();
  event.stopPropagation();
  if (once) {
    if (heldOnce.has(once)) return;
    heldOnce.add(once);
  }
  pending.push(again);
  wake();
}

const interactions = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

function wake(): void {
  if (waking || !entry) return;
  waking = true;
  for (const type of interactions) document.removeEventListener(type, wake, true);
  const preloads = document.createDocumentFragment();
  for (const chunk of chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = chunk;
    preloads.append(link);
  }
  document.head.append(preloads);
  import(/* @vite-ignore */ entry).catch(() => {
    // Without the app the page still reads and its links still work; a reload tries again.
    waking = false;
  });
}

/** A press as a pointer makes it: some controls act on the press itself (tabs), most on the click. */
function press(button: HTMLElement): void {
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    const init = { bubbles: true, cancelable: true, button: 0 };
    button.dispatchEvent(type.startsWith("pointer") ? new PointerEvent(type, init) : new MouseEvent(type, init));
  }
  button.click();
}

/**
 * The button as the page shows it now: itself, or one drawn afresh with the same type, words and
 * name, that is on screen (an icon button's words are empty, and a layout the screen's width hides
 * can hold one just like it).
 */
function sameButton(button: HTMLElement): HTMLElement {
  if (button.isConnected) return button;
  const type = button.getAttribute("type") ?? "";
  const twin = [...document.querySelectorAll<HTMLElement>(`button[type="${type}"]`)].find(
    (candidate) =>
      candidate.textContent === button.textContent &&
      candidate.getAttribute("aria-label") === button.getAttribute("aria-label") &&
      candidate.dataset.testid === button.dataset.testid &&
      candidate.getClientRects().length > 0,
  );
  return twin ?? button;
}

/**
 * Fields filled in before the app took the page over. Taking over may reset a field to the form's
 * starting value, or leave the text on screen while the form's state starts empty, so each is given
 * back what the visitor left in it once its form is the app's, as if done again: typed text, a
 * chosen option, a ticked box.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const filled = new Map<Field, string | boolean>();

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && target.type !== "file")
  );
}

const ticks = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

for (const type of ["input", "change"]) {
  document.addEventListener(
    type,
    (event) => {
      const field = event.target;
      // As last left: by the time the app is ready, taking over may have reset the field.
      if (!ready && isField(field)) filled.set(field, ticks(field) ? field.checked : field.value);
    },
    true,
  );
}

// What the server kept in a field after a plain post that failed (the email as typed; apps/api
// plain-forms.ts) is given back the same way, as if typed.
for (const field of document.querySelectorAll<HTMLInputElement>(
  "#root input[value]:is([type='email'], [type='text'])",
)) {
  if (field.defaultValue) filled.set(field, field.value);
}

/**
 * The field as the page shows it now: the same element, or, where the app drew that part afresh
 * instead of taking it over, the field of the same name.
 */
function current(field: Field): Field {
  if (field.isConnected || !field.name) return field;
  const found = document.getElementsByName(field.name)[0];
  return isField(found ?? null) ? (found as Field) : field;
}

function giveBack(field: Field, left: string | boolean): void {
  if (ticks(field)) {
    // As for text below: the box is set the other way through React's watch of the property, then
    // pressed, so the form hears the tick even when the box already showed it.
    field.checked = !left;
    field.click();
    return;
  }
  // Even when the field still shows it: taking over may keep the typed text on screen while the
  // form's state says the field is empty, so the form is told again. React watches the value
  // property and tells the form only of a value it did not know: the field is emptied through that
  // property (React then knows it as empty), the text put back past it by the prototype's setter,
  // and the event tells the form, as typing or choosing does.
  field.value = "";
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, left);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Gives back what was typed and presses again what was pressed, once the page is the app's. The
 * app's own page is once the app runs (`app:ready`, from the root layout). A prerendered page is once
 * React has hydrated its screen (`app:taken-over`, from inside the screen's Suspense boundary): React
 * takes the frame over first and the screen after, so the app running is not enough there.
 */
function takeOver(): void {
  if (ready) return;
  ready = true;
  const kept = [...filled];
  filled.clear();
  for (const [field, value] of kept) giveBack(current(field), value);
  heldOnce.clear();
  // Each in a task of its own, after what was given back: React draws a change after the event that
  // made it, and a press reads what is drawn (a search sent with the words typed, a heart pressed
  // twice ends as it began).
  const held = pending.splice(0);
  const next = () => {
    held.shift()?.();
    if (held.length > 0) setTimeout(next, 0);
  };
  if (held.length > 0) setTimeout(next, 0);
}

const root = document.getElementById("root");
const prerendered = root?.hasAttribute("data-prerendered") ?? false;
/** The parts of the page React takes over on their own (components/taken-over.tsx): each says so once it has. */
let parts = Math.max(1, Number(root?.dataset.takeOvers) || 1);
if (prerendered) {
  window.addEventListener("app:taken-over", () => {
    parts -= 1;
    if (parts <= 0) takeOver();
  });
} else window.addEventListener("app:ready", takeOver);
if (prerendered) {
  // A prerendered page the app leaves at once (a guard sends the visitor on, an error page) never
  // shows its screen: presses are not held for it longer than a few seconds.
  window.addEventListener("app:ready", () => setTimeout(takeOver, 5000), { once: true });
}

// A press on a button does nothing until the app has the page: press it again for the visitor then.
document.addEventListener(
  "click",
  (event) => {
    if (ready) return;
    const button = (event.target as Element | null)?.closest?.("button, [role='button'], [role='tab']");
    if (!(button instanceof HTMLElement)) return;
    // A press is a press each time (a heart liked and unliked), but a form goes once however often its button is pressed.
    const form = button instanceof HTMLButtonElement && button.type === "submit" ? button.form : null;
    hold(event, () => press(sameButton(button)), form);
  },
  true,
);

/**
 * A link followed on a screen the server rendered before the app has it would load a whole new
 * page and leave the app's history behind (a survey's leave guard then cannot ask): the app is on
 * its way at once there (`painted`), so the click waits for it and is made again in the app.
 */
document.addEventListener(
  "click",
  (event) => {
    if (ready || when !== "painted" || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    if (link.origin !== location.origin) return;
    const href = link.getAttribute("href") ?? "";
    hold(
      event,
      () => {
        const same = link.isConnected
          ? link
          : [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find((a) => a.getAttribute("href") === href);
        (same ?? link).click();
      },
      link,
    );
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
    hold(event, () => form.requestSubmit(), form);
  },
  true,
);

// The app banner in the page's HTML is for phones; this device settles it: its own store, or no bar
// on a desktop, where its store has no app, inside the native app, or once closed this session (as
// features/app-banner decides).
const banner = document.querySelector<HTMLElement>("[data-app-banner]");
if (banner) {
  const agent = navigator.userAgent;
  const platform = /android/i.test(agent) ? "android" : /iphone|ipad|ipod/i.test(agent) ? "ios" : null;
  let closed = false;
  try {
    closed = sessionStorage.getItem("isShowBanner") === "hidden";
  } catch {
    // Storage can be off: the bar then shows, as in the app.
  }
  const channel = (window as unknown as Record<string, unknown>)[banner.dataset.appBanner ?? ""];
  const link = banner.querySelector("a");
  const store = platform && banner.dataset[platform];
  if (!store || closed || channel) banner.hidden = true;
  else if (link) link.href = store;
}

// A conversation the server drew opens at its latest message, as the app opens it (features/chat).
for (const log of document.querySelectorAll<HTMLElement>("[data-scroll-end]")) log.scrollTop = log.scrollHeight;

// The offline shell's worker (as lib/service-worker.ts registers it from the app) starts here too, since
// a content page may never load the app.
if ("serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => {
      navigator.serviceWorker.register("/sw.js").catch(() => {});
    },
    { once: true },
  );
}

for (const type of interactions) document.addEventListener(type, wake, { capture: true, passive: true });
// Never before the first paint, which the app's chunks would otherwise compete with; sooner if touched.
if (when === "painted") {
  requestAnimationFrame(() => setTimeout(wake, 0));
  // A tab opened in the background draws no frame until shown: the app loads there all the same.
  setTimeout(wake, 250);
}
if (when === "loaded") {
  if (document.readyState === "complete") wake();
  else window.addEventListener("load", wake, { once: true });
}
