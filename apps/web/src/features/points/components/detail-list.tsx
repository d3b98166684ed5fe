import type { ReactNode } from "react";

export type DetailRow = [label: string, value: ReactNode];

/** Label and value pairs on one line each, the value to the right; a long value wraps under itself. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="divide-y divide-gray-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="shrink-0 text-sm text-gray-600">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
