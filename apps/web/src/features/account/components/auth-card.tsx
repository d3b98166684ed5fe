import type { ReactNode } from "react";

/** The frame of the sign-in, sign-up, reset and setup screens: a titled card, narrow on any screen. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-gray-700">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-gray-700">{footer}</div>}
    </div>
  );
}
