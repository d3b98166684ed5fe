import { useTranslation } from "react-i18next";

const block = "animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none";

/** The dashboard's shape while `GET home` answers. */
export function HomeSkeleton() {
  const { t } = useTranslation("home");
  return (
    <div role="status" aria-label={t("loading")} data-testid="home-skeleton" className="space-y-4">
      <div className={`${block} h-28`} />
      <div className={`${block} h-44`} />
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <div key={index} className={`${block} h-24`} />
        ))}
      </div>
      <div className={`${block} h-56`} />
    </div>
  );
}
