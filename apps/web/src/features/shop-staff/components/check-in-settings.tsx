import { type StaffStore, shopRewardLimits } from "@rewards/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { updateCheckInSettings } from "../api/staff-api";

/**
 * How the store takes check-ins: the radius, the printed QR and check-ins outside the opening
 * hours. The owner changes them; other staff see them, since members ask at the counter.
 */
export function CheckInSettings({ store }: { store: StaffStore }) {
  const { t } = useTranslation("shop-staff");
  const [radius, setRadius] = useState(String(store.checkin_radius_metres));
  const [printed, setPrinted] = useState(store.accept_static_qr);
  const [outsideHours, setOutsideHours] = useState(store.accept_outside_hours);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const owner = store.is_owner;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const metres = Number(radius);
    if (
      !Number.isInteger(metres) ||
      metres < shopRewardLimits.radiusMinMetres ||
      metres > shopRewardLimits.radiusMaxMetres
    ) {
      setState("failed");
      setFailure(
        t("settings.radiusBounds", { min: shopRewardLimits.radiusMinMetres, max: shopRewardLimits.radiusMaxMetres }),
      );
      return;
    }
    setState("saving");
    try {
      await updateCheckInSettings(store.id, {
        checkin_radius_metres: metres,
        accept_static_qr: printed,
        accept_outside_hours: outsideHours,
      });
      setState("saved");
      setFailure(null);
    } catch (error) {
      setState("failed");
      setFailure(error instanceof ApiError && error.status === 403 ? t("settings.ownerOnly") : t("failed"));
    }
  }

  return (
    <form onSubmit={save} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="checkin-settings">
      <h2 className="font-semibold text-gray-900">{t("settings.title")}</h2>
      {!owner && <p className="text-sm text-gray-600">{t("settings.ownerOnly")}</p>}
      <label className="block text-sm text-gray-800">
        {t("settings.radius")}
        <input
          type="number"
          inputMode="numeric"
          min={shopRewardLimits.radiusMinMetres}
          max={shopRewardLimits.radiusMaxMetres}
          value={radius}
          disabled={!owner}
          onChange={(event) => setRadius(event.target.value)}
          className="mt-1 block w-32 rounded-xl border border-gray-300 px-3 py-2"
        />
      </label>
      <label className="flex items-start gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="mt-1"
          checked={printed}
          disabled={!owner}
          onChange={(event) => setPrinted(event.target.checked)}
        />
        <span>{t("settings.printed")}</span>
      </label>
      <label className="flex items-start gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="mt-1"
          checked={outsideHours}
          disabled={!owner}
          onChange={(event) => setOutsideHours(event.target.checked)}
        />
        <span>{t("settings.outsideHours")}</span>
      </label>
      {owner && (
        <button type="submit" className={primaryButton} disabled={state === "saving"}>
          {state === "saving" ? t("settings.saving") : t("settings.save")}
        </button>
      )}
      {state === "saved" && (
        <p role="status" className="text-sm text-green-800">
          {t("settings.saved")}
        </p>
      )}
      {state === "failed" && failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </form>
  );
}
