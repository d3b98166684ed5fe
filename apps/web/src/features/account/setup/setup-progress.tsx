import { useTranslation } from "react-i18next";
import type { SetupStep } from "../access/guards";

export type ShownStep = Exclude<SetupStep, "done">;
const steps: ShownStep[] = ["email", "profile", "phone"];

/** "Step 2 of 3", with the three steps named and the current one marked. */
export function SetupProgress({ step }: { step: ShownStep }) {
  const { t } = useTranslation("account");
  const current = steps.indexOf(step);
  return (
    <span className="block">
      <span className="block text-sm font-semibold text-brand-700">
        {t("setup.progress", { current: current + 1, total: steps.length })}
      </span>
      <span className="mt-3 flex gap-2" aria-hidden="true">
        {steps.map((name, index) => (
          <span
            key={name}
            className={`h-1.5 flex-1 rounded-full ${index <= current ? "bg-brand-700" : "bg-gray-200"}`}
          />
        ))}
      </span>
    </span>
  );
}
