import type { CouponWithMember } from "@rewards/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { LazyQrScanner } from "../../../shared/qr-scanner";
import { useRefusalText } from "../../../shared/refusals";
import { confirmCouponUse, lookUpCoupon } from "../api/staff-api";
import { tidyCode } from "../lib/live-code";

/**
 * Confirms a member's coupon: the live code scanned from their screen or typed, looked up first
 * (which coupon, whose), then confirmed used. A code from a screenshot has expired and is refused.
 */
export function ConfirmCoupon() {
  const { t } = useTranslation("shop-staff");
  const refusalText = useRefusalText({ context: "staff" });
  const [code, setCode] = useState("");
  const [scanning, setScanning] = useState(false);
  const [found, setFound] = useState<{ code: string; coupon: CouponWithMember } | null>(null);
  const [failure, setFailure] = useState<{ key: string } | { error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async (raw: string) => {
    const tidy = tidyCode(raw);
    setCode(tidy);
    if (!tidy) {
      setFailure({ key: "errors.codeRequired" });
      return;
    }
    setBusy(true);
    setFailure(null);
    setFound(null);
    try {
      setFound({ code: tidy, coupon: await lookUpCoupon(tidy) });
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!found) return;
    setBusy(true);
    setFailure(null);
    try {
      await confirmCouponUse(found.code);
      toast.success(t("coupon.used"));
      setFound(null);
      setCode("");
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(code);
  };

  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="confirm-coupon">
      <h2 className="font-semibold text-gray-900">{t("coupon.title")}</h2>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <label htmlFor="coupon-code" className="block text-sm font-medium text-gray-800">
          {t("coupon.code")}
        </label>
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? "coupon-code-error" : "coupon-code-hint"}
          className="block w-full rounded-xl border border-gray-300 px-3 py-2.5 font-mono text-lg uppercase focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <p id="coupon-code-hint" className="text-xs text-gray-600">
          {t("coupon.hint")}
        </p>
        {failure && (
          <p id="coupon-code-error" role="alert" className="text-sm text-red-700">
            {"key" in failure ? t(failure.key) : refusalText(failure.error)}
          </p>
        )}
        {/* Side by side where they fit; on a narrow phone each takes the whole row rather than a ragged half. */}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={`${primaryButton} grow sm:grow-0`} disabled={busy}>
            {t("coupon.check")}
          </button>
          <button type="button" className={`${secondaryButton} grow sm:grow-0`} onClick={() => setScanning(true)}>
            {t("coupon.scan")}
          </button>
        </div>
      </form>
      {found && (
        <div className="space-y-2 rounded-xl bg-brand-50 p-3" data-testid="coupon-found">
          <p className="font-semibold text-gray-900">{found.coupon.title}</p>
          <p className="text-sm text-gray-800">{found.coupon.reward}</p>
          <p className="text-sm text-gray-700">{t("coupon.member", { name: found.coupon.member.display_name })}</p>
          <button type="button" className={`${primaryButton} w-full`} onClick={() => void confirm()} disabled={busy}>
            {t("coupon.confirm")}
          </button>
        </div>
      )}
      <LazyQrScanner open={scanning} onClose={() => setScanning(false)} onRead={(text) => void lookUp(text)} />
    </section>
  );
}
