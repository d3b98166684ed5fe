/**
 * The shape of a signed-in screen, drawn before anything is known: the HTML the server sends for the
 * app carries it (written by the build's prerendering), and the router draws the same while the first
 * screen's guard asks who is signed in, so the page never starts blank.
 */
export function AppSkeleton() {
  return (
    <div aria-hidden="true" data-testid="app-skeleton" className="flex-1 bg-gray-50">
      <div className="h-14 border-b border-gray-100 bg-white" />
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 motion-safe:animate-pulse">
        <div className="h-28 rounded-2xl bg-gray-200" />
        <div className="h-5 w-1/2 rounded bg-gray-200" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="h-20 rounded-xl bg-gray-200" />
          <div className="h-20 rounded-xl bg-gray-200" />
          <div className="h-20 rounded-xl bg-gray-200" />
          <div className="h-20 rounded-xl bg-gray-200" />
        </div>
        <div className="h-40 rounded-2xl bg-gray-200" />
      </div>
    </div>
  );
}
