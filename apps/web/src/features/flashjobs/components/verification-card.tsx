import { type VerificationDocumentKind, verificationLimits, type WorkerVerification } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton } from "../../../components/ui/buttons";
import { UploadProgressBar } from "../../../components/ui/upload-progress";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { submitVerification, uploadDocument, verificationQuery } from "../api/showcase-api";
import { imageProblemKey } from "../lib/image-file";
import { FileButton } from "./file-button";
import { useUpload } from "./use-upload";

const stateLook: Record<WorkerVerification["state"], string> = {
  none: "bg-gray-100 text-gray-800",
  pending: "bg-amber-50 text-amber-900",
  approved: "bg-emerald-50 text-emerald-800",
  rejected: "bg-red-50 text-red-800",
};

/**
 * The worker's ID verification: the four documents (front, back, date of birth, address), each an
 * image uploaded with its progress, then sent for review; the state as the back office left it.
 * Documents are shown through links that expire within minutes.
 */
export function VerificationCard() {
  const { t } = useTranslation("flashjobs");
  const refusalText = useRefusalText({ context: "upload", failed: t("verify.failed") });
  const verification = useQuery(verificationQuery);
  const [sending, setSending] = useState(false);
  const data = verification.data;
  const locked = data?.state === "pending" || data?.state === "approved";

  const submit = async () => {
    setSending(true);
    try {
      await submitVerification();
      toast.success(t("verify.sent"));
    } catch (error) {
      toast.error(refusalText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="verify-title"
      className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6"
      data-testid="verification"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="verify-title" className="text-lg font-bold text-gray-900">
          {t("verify.title")}
        </h2>
        {data && (
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${stateLook[data.state]}`}
            data-testid="verification-state"
          >
            {t(`verify.states.${data.state}`)}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-gray-700">
        {t("verify.lead", {
          min: verificationLimits.reviewBusinessDays.min,
          max: verificationLimits.reviewBusinessDays.max,
        })}
      </p>
      <p className="mt-1 text-sm text-gray-700">{t("verify.rule")}</p>
      {verification.isPending && <div className="mt-4 h-40 animate-pulse rounded-xl bg-gray-100" />}
      {verification.isError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-800">
          {t("verify.loadFailed")}
        </p>
      )}
      {data && (
        <>
          {data.state === "rejected" && data.reason && (
            <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {t("verify.rejected", { reason: data.reason })}
            </p>
          )}
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {data.documents.map((document) => (
              <DocumentSlot key={document.kind} document={document} locked={locked} />
            ))}
          </ul>
          <p className="mt-4 text-sm text-gray-700">
            {data.phone_verified ? (
              t("verify.phoneDone")
            ) : (
              <>
                {t("verify.phoneMissing")}{" "}
                <Link to="/home/profile" className="font-semibold text-brand-700 underline">
                  {t("verify.phoneLink")}
                </Link>
              </>
            )}
          </p>
          {!locked && (
            <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
              {!data.can_submit && <p className="text-sm text-gray-600">{t("verify.uploadAll")}</p>}
              <button
                type="button"
                disabled={!data.can_submit || sending}
                aria-busy={sending}
                onClick={() => void submit()}
                className={primaryButton}
              >
                {sending ? t("sending") : t("verify.submit")}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function DocumentSlot({ document, locked }: { document: WorkerVerification["documents"][number]; locked: boolean }) {
  const { t } = useTranslation("flashjobs");
  const label = t(`verify.documents.${document.kind as VerificationDocumentKind}`);
  const upload = useUpload((file, onProgress) => uploadDocument(document.kind, file, onProgress), {
    check: imageProblemKey,
    failed: "verify.failed",
    done: () => t("verify.uploaded", { document: label }),
  });

  return (
    <li className="rounded-xl border border-gray-200 p-3" data-testid={`document-${document.kind}`}>
      <div className="flex items-center gap-3">
        {document.url ? (
          <img src={document.url} alt={label} className="size-16 shrink-0 rounded-lg object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-2xl text-gray-400"
          >
            +
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium text-gray-900">{label}</p>
          <p className="text-xs text-gray-600">{document.uploaded ? t("verify.uploadedShort") : t("verify.missing")}</p>
        </div>
      </div>
      {upload.uploading ? (
        <div className="mt-3">
          <UploadProgressBar fraction={upload.progress ?? null} label={t("uploading")} />
        </div>
      ) : (
        !locked && (
          <div className="mt-3">
            <FileButton
              accept="image/jpeg,image/png"
              onFile={upload.pick}
              label={t("verify.choose", { document: label })}
            >
              {document.uploaded ? t("verify.replace") : t("verify.upload")}
            </FileButton>
          </div>
        )
      )}
    </li>
  );
}
