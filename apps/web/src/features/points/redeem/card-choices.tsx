import * as RadioGroup from "@radix-ui/react-radio-group";
import type { CardProvider } from "@rewards/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePointsText } from "../components/use-points-text";
import { formatMoney, formatPoints } from "../lib/format";

const choiceClass =
  "rounded-xl border border-gray-200 bg-white text-left focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-brand-700 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 " +
  "data-[state=checked]:ring-1 data-[state=checked]:ring-brand-700 disabled:cursor-not-allowed disabled:bg-gray-50";

/** The card brands of the market (Radix radio group: arrow keys move, Space picks). */
export function ProviderChoice({
  providers,
  value,
  onChange,
}: {
  providers: CardProvider[];
  value: string | null;
  onChange: (provider: string) => void;
}) {
  const { t } = useTranslation("points");
  const id = useId();
  return (
    <div>
      <p id={id} className="text-sm font-medium text-gray-800">
        {t("cards.provider")}
      </p>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value ?? ""}
        onValueChange={onChange}
        className="mt-2 flex flex-wrap gap-2"
      >
        {providers.map((provider) => (
          <RadioGroup.Item
            key={provider.provider}
            value={provider.provider}
            className={`${choiceClass} min-h-11 px-4 py-2 font-semibold text-gray-900`}
          >
            {provider.provider}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/** A provider's face values with their price in points and what is left; a sold-out one cannot be picked. */
export function FaceValueChoice({
  provider,
  currency,
  value,
  onChange,
}: {
  provider: CardProvider;
  currency: string;
  value: number | null;
  onChange: (faceValue: number) => void;
}) {
  const { t, i18n } = useTranslation("points");
  const pointsText = usePointsText();
  const id = useId();
  return (
    <div>
      <p id={id} className="text-sm font-medium text-gray-800">
        {t("cards.faceValue")}
      </p>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value === null ? "" : String(value)}
        onValueChange={(picked) => onChange(Number(picked))}
        className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {provider.face_values.map((option) => {
          const soldOut = option.stock <= 0;
          return (
            <RadioGroup.Item
              key={option.face_value}
              value={String(option.face_value)}
              disabled={soldOut}
              className={`${choiceClass} p-3`}
              data-testid="face-value"
            >
              <span className={`block font-bold ${soldOut ? "text-gray-600" : "text-gray-900"}`}>
                {formatMoney(option.face_value, currency, i18n.language)}
              </span>
              <span className="block text-sm text-gray-700">{pointsText(option.point)}</span>
              <span className={`block text-xs ${soldOut ? "font-semibold text-red-800" : "text-gray-600"}`}>
                {soldOut ? t("cards.soldOut") : t("cards.stock", { stock: formatPoints(option.stock, i18n.language) })}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
