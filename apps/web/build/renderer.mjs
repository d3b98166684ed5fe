/**
 * The renderer the built app ships with: Preact's React-compatible layer in place of react and
 * react-dom. The app, React Router, TanStack Query, Radix and react-hook-form are written against
 * React's API and keep it; only the build swaps the implementation, which takes some 50 KB gzipped
 * off every route's first load (react-dom alone is about 60). `npm run dev` and the unit tests
 * keep React itself (fast refresh needs it); the browser tests run the built app, so they check
 * what ships. docs/decisions.md says why.
 */
export const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
];
