import type { PointHistoryGroup } from "@rewards/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDayKey } from "../lib/format";
import { HistoryRow } from "./history-row";

/** Entries under the day they happened, newest day first. */
export function DayGroups({ groups }: { groups: PointHistoryGroup[] }) {
  const id = useId();
  const { i18n } = useTranslation();
  return (
    <div className="space-y-5">
      {groups.map((group) => (
        <section key={group.date_key} aria-labelledby={`${id}-${group.date_key}`}>
          <h3 id={`${id}-${group.date_key}`} className="mb-1 px-3 text-sm font-semibold text-gray-600">
            {formatDayKey(group.date_key, i18n.language)}
          </h3>
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-100 bg-white">
            {group.histories.map((entry) => (
              <li key={entry.id}>
                <HistoryRow entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
