/** The app's buttons; brand-700 keeps white text above 4.5:1 contrast. */
const shape =
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";
const regular = `${shape} min-h-11 px-5 py-2.5`;
const small = `${shape} min-h-10 px-4 py-2 text-sm`;

const secondaryLook =
  "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700";

export const primaryButton = `${regular} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`;

export const secondaryButton = `${regular} ${secondaryLook}`;

export const smallSecondaryButton = `${small} ${secondaryLook}`;

export const dangerButton = `${regular} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`;

export const quietButton = `${regular} text-gray-700 hover:bg-gray-100 focus-visible:outline-brand-700`;

export const quietDangerButton = `${regular} text-red-700 hover:bg-red-50 focus-visible:outline-red-700`;

export const textLink =
  "font-semibold text-brand-700 underline underline-offset-4 hover:no-underline " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
