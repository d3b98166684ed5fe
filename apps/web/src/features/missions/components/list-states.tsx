import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";

/** Grey cards where missions will be, while the first page loads. */
export function MissionSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation("missions");
  return (
    <div role="status" aria-label={t("list.loading")} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className="h-36 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

export function MissionListError({ retry }: { retry: () => void }) {
  const { t } = useTranslation("missions");
  return (
    <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
      <p role="alert" className="font-medium text-red-800">
        {t("list.failed")}
      </p>
      <button type="button" onClick={retry} className={`${smallSecondaryButton} mt-3`}>
        {t("list.retry")}
      </button>
    </div>
  );
}

export function MissionEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-200 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      <p className="mt-2 text-sm text-gray-600">{hint}</p>
    </div>
  );
}
