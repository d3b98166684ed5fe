import type { ReactNode } from "react";

/** A white panel of the signed-in screens, titled for screen readers and sighted readers alike. */
export function Card({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
