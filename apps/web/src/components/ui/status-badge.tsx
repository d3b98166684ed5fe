import type { ReactNode } from "react";

/** How a status reads at a glance; every tone is dark enough on its tint to read (WCAG AA). */
export type StatusTone = "neutral" | "info" | "waiting" | "progress" | "success" | "danger";

const tones: Record<StatusTone, string> = {
  neutral: "bg-gray-100 text-gray-800 ring-gray-200",
  info: "bg-sky-50 text-sky-900 ring-sky-200",
  waiting: "bg-amber-50 text-amber-900 ring-amber-200",
  progress: "bg-violet-50 text-violet-900 ring-violet-200",
  success: "bg-green-50 text-green-900 ring-green-200",
  danger: "bg-red-50 text-red-900 ring-red-200",
};

/** Where something stands, as a small pill: the feature names the tone of each of its statuses and the words. */
export function StatusBadge({ tone, testId, children }: { tone: StatusTone; testId?: string; children: ReactNode }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
