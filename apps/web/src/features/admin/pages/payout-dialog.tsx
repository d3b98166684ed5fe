import * as Dialog from "@radix-ui/react-dialog";
import type { AdminRedeemRequest } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { revealAccountNumber } from "../api/admin-api";

type Props = {
  /** The request being approved or marked paid; null closes the dialog. */
  request: AdminRedeemRequest | null;
  action: "approve" | "paid";
  busy: boolean;
  onClose: () => void;
  onConfirm: (transferReference: string | undefined) => void;
};

/**
 * Approving or paying a redemption: what to pay (the member's quote after the fee, as their screen
 * showed it), where to (bank, account name, and the whole account number once revealed, each
 * reveal audited by the server), and the bank's reference of the transfer made, kept with it.
 */
export function PayoutDialog({ request, action, busy, onClose, onConfirm }: Props) {
  const { t, i18n } = useTranslation("admin");
  const referenceId = useId();
  const [reference, setReference] = useState("");
  const reveal = useMutation({ mutationFn: revealAccountNumber });
  const money = (amount: number) => `${amount.toLocaleString(i18n.language)} ${request?.currency ?? ""}`;
  const transfer = request?.kind === "bank_transfer";

  const close = () => {
    setReference("");
    reveal.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reference.trim() || undefined);
  };

  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && !busy && close()}>
      <Dialog.Portal>
        <div className="adm">
          <Dialog.Overlay className="adm-overlay" />
          <Dialog.Content className="adm-dialog" data-testid="admin-payout-dialog">
            <Dialog.Title>{t(`redemptions.confirm.${action}.title`)}</Dialog.Title>
            <Dialog.Description className="adm-muted">
              {request
                ? t(`redemptions.confirm.${action}.body`, {
                    email: request.user_email,
                    points: request.point.toLocaleString(i18n.language),
                  })
                : ""}
            </Dialog.Description>
            {request && transfer && (
              <dl className="adm-details" data-testid="admin-payout-details">
                <dt>{t("redemptions.payout.toPay")}</dt>
                <dd>
                  <strong data-testid="admin-payout-amount">{money(request.receive_amount)}</strong>
                  <br />
                  <span className="adm-muted">
                    {t("redemptions.payout.beforeFee", {
                      amount: money(request.transfer_amount),
                      fee: money(request.fee),
                    })}
                  </span>
                </dd>
                <dt>{t("redemptions.payout.bank")}</dt>
                <dd>{request.bank_name}</dd>
                <dt>{t("redemptions.payout.accountName")}</dt>
                <dd>{request.account_name}</dd>
                <dt>{t("redemptions.payout.accountNumber")}</dt>
                <dd>
                  <span data-testid="admin-payout-account">{reveal.data ?? request.account_number}</span>{" "}
                  {!reveal.data && (
                    <button
                      type="button"
                      className="adm-btn"
                      disabled={reveal.isPending}
                      onClick={() => reveal.mutate(request.id)}
                    >
                      {t("redemptions.payout.reveal")}
                    </button>
                  )}
                  <br />
                  <span className="adm-muted">
                    {reveal.isError ? t("redemptions.payout.revealFailed") : t("redemptions.payout.revealNote")}
                  </span>
                </dd>
              </dl>
            )}
            <form
              onSubmit={submit}
              noValidate
              className="adm-actions"
              style={{ flexDirection: "column", alignItems: "stretch" }}
            >
              {transfer && (
                <div className="adm-field">
                  <label htmlFor={referenceId}>{t("redemptions.payout.reference")}</label>
                  <input
                    id={referenceId}
                    value={reference}
                    maxLength={100}
                    onChange={(event) => setReference(event.target.value)}
                  />
                  <span className="adm-muted">{t("redemptions.payout.referenceHint")}</span>
                </div>
              )}
              <div className="adm-actions" style={{ justifyContent: "flex-end" }}>
                <Dialog.Close asChild>
                  <button type="button" className="adm-btn" disabled={busy}>
                    {t("common.cancel")}
                  </button>
                </Dialog.Close>
                <button type="submit" className="adm-btn adm-btn-primary" disabled={busy}>
                  {t(`redemptions.confirm.${action}.action`)}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
