/** The looks of the public pages' calls to action; brand-700 keeps white text above 4.5:1 contrast. */
const base =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-center font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export const primaryAction = `${base} bg-brand-700 text-white hover:brightness-90`;

export const secondaryAction = `${base} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`;

export const textLink =
  "font-semibold text-brand-700 underline underline-offset-4 hover:no-underline " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
