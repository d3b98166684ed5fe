import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { useRefusalToast } from "../../../shared/refusals";
import { adminKey } from "../api/admin-api";
import { LoadFailed } from "../components/load-failed";
import { ConfirmDialog } from "../components/reason-dialog";
import { decideIdCheck, idCheckQuery } from "./id-checks-api";

/**
 * One worker's ID check: the four documents beside the profile's name and address (the ID must
 * match both and show its expiry), then approve or reject with a reason the member reads.
 */
export function IdCheckPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation("admin");
  const toastRefusal = useRefusalToast();
  const check = useQuery(idCheckQuery(id));
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"approve" | "reject" | null>(null);
  const decide = useMutation({
    mutationFn: decideIdCheck,
    onSuccess: (decided) => {
      toast.success(t(`idChecks.done.${decided.state === "approved" ? "approved" : "rejected"}`));
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: toastRefusal,
  });

  if (check.isError) return <LoadFailed error={check.error} />;
  if (!check.data) return null;
  const detail = check.data;
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : "—");

  return (
    <>
      <p>
        <Link to="/admin/id-checks">{t("idChecks.back")}</Link>
      </p>
      <h1>{detail.profile_name}</h1>
      <section className="adm-panel" aria-labelledby="id-check-profile">
        <h2 id="id-check-profile">{t("idChecks.compare")}</h2>
        <dl className="adm-details">
          <dt>{t("idChecks.state")}</dt>
          <dd data-testid="admin-id-check-state">{t(`idChecks.states.${detail.state}`)}</dd>
          <dt>{t("idChecks.profileName")}</dt>
          <dd>{detail.profile_name}</dd>
          <dt>{t("idChecks.accountName")}</dt>
          <dd>
            {detail.member.name || "—"} · <Link to={`/admin/members/${detail.member.id}`}>{detail.member.email}</Link>
          </dd>
          <dt>{t("idChecks.address")}</dt>
          <dd>{detail.profile_address || "—"}</dd>
          <dt>{t("idChecks.birthDay")}</dt>
          <dd>{detail.birth_day ?? "—"}</dd>
          <dt>{t("idChecks.phone")}</dt>
          <dd>{t(detail.phone_verified ? "idChecks.phoneConfirmed" : "idChecks.phoneUnconfirmed")}</dd>
          <dt>{t("idChecks.submitted")}</dt>
          <dd>{date(detail.submitted_at)}</dd>
          <dt>{t("idChecks.decided")}</dt>
          <dd>{date(detail.decided_at)}</dd>
          {detail.reason && (
            <>
              <dt>{t("idChecks.reason")}</dt>
              <dd>{detail.reason}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="adm-panel" aria-labelledby="id-check-documents">
        <h2 id="id-check-documents">{t("idChecks.documents")}</h2>
        <p className="adm-hint">{t("idChecks.linksExpire")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {detail.documents.map((document) => (
            <figure key={document.kind} className="m-0">
              <figcaption className="mb-1 font-semibold">{t(`idChecks.kinds.${document.kind}`)}</figcaption>
              {document.url ? (
                <a href={document.url} target="_blank" rel="noreferrer">
                  <img
                    src={document.url}
                    alt={t(`idChecks.kinds.${document.kind}`)}
                    className="block h-auto max-h-80 w-full rounded object-contain"
                    referrerPolicy="no-referrer"
                  />
                </a>
              ) : (
                <p className="adm-muted">{t("idChecks.missing")}</p>
              )}
            </figure>
          ))}
        </div>
      </section>
      {detail.state === "pending" && (
        <div className="adm-actions flex flex-wrap gap-2">
          <button type="button" className="adm-btn adm-btn-primary" onClick={() => setAsking("approve")}>
            {t("idChecks.approve")}
          </button>
          <button type="button" className="adm-btn adm-btn-danger" onClick={() => setAsking("reject")}>
            {t("idChecks.reject")}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(`idChecks.confirm.${asking ?? "approve"}.title`)}
        description={t(`idChecks.confirm.${asking ?? "approve"}.body`, { name: detail.profile_name })}
        confirmLabel={t(`idChecks.confirm.${asking ?? "approve"}.action`)}
        withReason={asking === "reject"}
        danger={asking === "reject"}
        busy={decide.isPending}
        onConfirm={(reason) =>
          decide.mutate(asking === "reject" ? { id, decision: "reject", reason } : { id, decision: "approve" })
        }
      />
    </>
  );
}
