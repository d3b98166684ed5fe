import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { giveStampByCode } from "../api/staff-api";

/**
 * Gives a stamp on the six-digit code a customer shows when their phone's place was refused. Each
 * one is in the store's history and the audit log, and a staff member may give a limited number an hour.
 */
export function StampByCode({ storeId }: { storeId: string }) {
  const { t } = useTranslation("shop-staff");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const refusalText = useRefusalText({ context: "staff" });
  const [busy, setBusy] = useState(false);
  const [given, setGiven] = useState<{ name: string; remaining: number } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, "");
    if (digits.length !== 6) {
      setFailure(t("stamp.sixDigits"));
      return;
    }
    setBusy(true);
    setFailure(null);
    setGiven(null);
    try {
      const done = await giveStampByCode(storeId, digits);
      setGiven({ name: done.member.display_name, remaining: done.remaining_this_hour });
      toast.success(t("stamp.given", { name: done.member.display_name }));
      setCode("");
    } catch (error) {
      setFailure(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="stamp-by-code">
      <h2 className="font-semibold text-gray-900">{t("stamp.title")}</h2>
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <label htmlFor="stamp-code" className="block text-sm font-medium text-gray-800">
          {t("stamp.code")}
        </label>
        <input
          id="stamp-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? "stamp-code-error" : "stamp-code-hint"}
          className="block w-full rounded-xl border border-gray-300 px-3 py-2.5 font-mono text-lg tracking-widest focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <p id="stamp-code-hint" className="text-xs text-gray-600">
          {t("stamp.hint")}
        </p>
        {failure && (
          <p id="stamp-code-error" role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={busy}>
          {t("stamp.give")}
        </button>
      </form>
      {given && (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm text-gray-800" data-testid="stamp-given">
          {t("stamp.given", { name: given.name })} {t("stamp.remaining", { count: given.remaining })}
        </p>
      )}
    </section>
  );
}
