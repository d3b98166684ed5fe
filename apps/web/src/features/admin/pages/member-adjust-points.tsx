import type { AdminMember } from "@rewards/contracts";
import { pointGrantLimits } from "@rewards/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { adjustPoints, adminKey } from "../api/admin-api";
import { ConfirmDialog } from "../components/reason-dialog";

type Adjustment = { point: number; reason: string; key: string };

/** Credits or debits a member's points by hand (a SettingPointUser entry), confirmed before it posts. */
export function AdjustPoints({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const pointsId = useId();
  const reasonId = useId();
  const [errors, setErrors] = useState<{ point?: string; reason?: string }>({});
  const [pending, setPending] = useState<Adjustment | null>(null);
  const queryClient = useQueryClient();
  const adjust = useMutation({
    mutationFn: adjustPoints,
    onSuccess: (grant) => {
      toast.success(t("members.adjust.done", { balance: grant.balance.toLocaleString(i18n.language) }));
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: toastRefusal,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const point = Number(data.get("point"));
    const reason = String(data.get("reason") ?? "").trim();
    const found = {
      point: !Number.isInteger(point) || point === 0 ? t("members.adjust.pointInvalid") : undefined,
      reason:
        reason.length === 0 || reason.length > pointGrantLimits.reasonMax
          ? t("members.adjust.reasonInvalid")
          : undefined,
    };
    setErrors(found);
    if (found.point || found.reason) return;
    // One key per confirmed adjustment: a retried request cannot grant twice.
    setPending({ point, reason, key: crypto.randomUUID() });
  };

  return (
    <section className="adm-panel" aria-labelledby="member-adjust">
      <h2 id="member-adjust">{t("members.adjust.title")}</h2>
      <p className="adm-muted">{t("members.adjust.hint")}</p>
      <form onSubmit={onSubmit} noValidate className="adm-filters">
        <div className="adm-field">
          <label htmlFor={pointsId}>{t("members.adjust.points")}</label>
          <input
            id={pointsId}
            name="point"
            type="number"
            step={1}
            inputMode="numeric"
            aria-invalid={Boolean(errors.point)}
          />
          {errors.point && (
            <span className="adm-error" role="alert">
              {errors.point}
            </span>
          )}
        </div>
        <div className="adm-field">
          <label htmlFor={reasonId}>{t("common.reason")}</label>
          <input
            id={reasonId}
            name="reason"
            maxLength={pointGrantLimits.reasonMax}
            aria-invalid={Boolean(errors.reason)}
          />
          {errors.reason && (
            <span className="adm-error" role="alert">
              {errors.reason}
            </span>
          )}
        </div>
        <button type="submit" className="adm-btn adm-btn-primary">
          {t("members.adjust.button")}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("members.adjust.confirmTitle")}
        description={
          pending
            ? t(pending.point > 0 ? "members.adjust.confirmCredit" : "members.adjust.confirmDebit", {
                points: Math.abs(pending.point).toLocaleString(i18n.language),
                email: member.email,
                reason: pending.reason,
              })
            : ""
        }
        confirmLabel={t("members.adjust.button")}
        busy={adjust.isPending}
        onConfirm={() => pending && adjust.mutate({ userId: member.id, ...pending })}
      />
    </section>
  );
}
