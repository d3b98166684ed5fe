import { useTranslation } from "react-i18next";

/** A mean rating as five stars and its figure; 'no reviews yet' before the first. */
export function Rating({ rate, count }: { rate: number | null; count: number }) {
  const { t, i18n } = useTranslation("flashjobs");
  if (rate === null) return <span className="text-sm text-gray-600">{t("rating.none")}</span>;
  const figure = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rate,
  );
  return (
    <span className="inline-flex items-center gap-1.5 text-sm" data-testid="profile-rating">
      <Stars value={rate} />
      <span className="font-semibold text-gray-900">{figure}</span>
      <span className="text-gray-600">{t("rating.count", { count })}</span>
    </span>
  );
}

/** Five stars filled to `value`, read out as the figure (the stars themselves are decoration). */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, value - star + 1));
        return (
          <svg key={star} aria-hidden="true" width={size} height={size} viewBox="0 0 20 20" className="text-amber-400">
            <defs>
              <linearGradient id={`star-${star}-${fill}`}>
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="#e5e7eb" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${star}-${fill})`}
              d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z"
            />
          </svg>
        );
      })}
    </span>
  );
}
