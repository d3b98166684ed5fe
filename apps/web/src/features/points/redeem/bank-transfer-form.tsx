import { bankFieldLimits, type RedeemRate, type WithdrawData, type WithdrawRequest } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { useFormFailure } from "../../../components/form/form-failure";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { checkPayoutAccount, payoutChannelsQuery } from "../api/payouts-api";
import { requestWithdraw } from "../api/redeem-api";
import { type BankTransferValues, parsePoints, withdrawBody } from "../forms/bank-transfer-form";
import { usePointsErrorText } from "../forms/error-text";
import { formatMoney, formatPoints } from "../lib/format";
import { thresholdCopy } from "../lib/redeem-market";
import { TransferPreview } from "./transfer-preview";

export const emptyBankTransfer: BankTransferValues = {
  point: "",
  channel_code: "",
  bank_name: "",
  account_name: "",
  account_number: "",
};

/** The points and the bank account; sending it texts the member a code, nothing is spent yet. */
export function BankTransferForm({
  rate,
  balance,
  initial,
  onSent,
}: {
  rate: RedeemRate;
  balance: number;
  initial: BankTransferValues;
  onSent: (values: BankTransferValues, body: WithdrawRequest, sent: WithdrawData) => void;
}) {
  const { t, i18n } = useTranslation("points");
  const { apiErrorText, fieldErrorText } = usePointsErrorText();
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import("../forms/bank-transfer-schema").then((forms) => forms.bankTransferForm(rate, balance, i18n.language)),
      ),
    [rate, balance, i18n.language],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: initial });
  const failure = useFormFailure(
    setError,
    {
      point: "point",
      channel_code: "channel_code",
      bank_name: "bank_name",
      account_name: "account_name",
      account_number: "account_number",
    },
    apiErrorText,
  );
  const channels = useQuery(payoutChannelsQuery).data?.channels ?? [];
  const channelCode = useWatch({ control, name: "channel_code" });
  const channel = channels.find((one) => one.code === channelCode);
  // The holder's name the provider gave for the number checked, shown before confirming.
  const [holder, setHolder] = useState<{ number: string; name: string | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const checkAccount = async () => {
    if (!channel) return;
    failure.clear();
    setChecking(true);
    try {
      const checked = await checkPayoutAccount({
        channel_code: channel.code,
        account_number: getValues("account_number"),
      });
      setHolder({ number: checked.account_number, name: checked.holder_name });
      if (checked.holder_name) setValue("account_name", checked.holder_name, { shouldValidate: true });
    } catch (error) {
      failure.show(error);
    } finally {
      setChecking(false);
    }
  };
  const points = parsePoints(useWatch({ control, name: "point" }), i18n.language);
  const threshold = thresholdCopy(rate);
  const thresholdText = t(`bank.${threshold.key}`, { points: formatPoints(threshold.points, i18n.language) });
  const belowThreshold = errors.point?.message === "threshold";

  const submit = handleSubmit(async (values) => {
    failure.clear();
    const body = withdrawBody(values, i18n.language, channel?.name);
    try {
      onSent(values, body, await requestWithdraw(body));
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t("bank.points")}
        inputMode="numeric"
        autoComplete="off"
        hint={errors.point ? undefined : thresholdText}
        registration={register("point")}
        error={belowThreshold ? thresholdText : fieldErrorText(errors.point)}
      />
      <TransferPreview rate={rate} points={points} balance={balance} thresholdShown={belowThreshold} />
      {channels.length > 0 && (
        <SelectField
          label={t("payout.channel")}
          options={[
            { value: "", label: t("payout.otherBank") },
            ...channels.map((one) => ({
              value: one.code,
              label: t(one.kind === "bank" ? "payout.bankOption" : "payout.walletOption", { name: one.name }),
            })),
          ]}
          hint={
            channel
              ? t("payout.limit", { amount: formatMoney(channel.max_amount, channel.currency, i18n.language) })
              : undefined
          }
          registration={register("channel_code", { onChange: () => setHolder(null) })}
          error={errors.channel_code?.message}
        />
      )}
      {!channel && (
        <TextField
          label={t("bank.bankName")}
          autoComplete="off"
          registration={register("bank_name")}
          error={fieldErrorText(errors.bank_name, { max: bankFieldLimits.nameMax })}
        />
      )}
      <TextField
        label={channel?.kind === "ewallet" ? t("payout.phone", { name: channel.name }) : t("bank.accountNumber")}
        inputMode={channel?.kind === "ewallet" ? "tel" : "numeric"}
        autoComplete="off"
        hint={channel?.kind === "ewallet" ? t("payout.phoneHint", { code: channel.country_code }) : undefined}
        registration={register("account_number", { onChange: () => setHolder(null) })}
        error={fieldErrorText(errors.account_number, {
          min: bankFieldLimits.accountNumberMin,
          max: bankFieldLimits.accountNumberMax,
        })}
      />
      {channel?.holder_lookup && (
        <div className="space-y-2">
          <button
            type="button"
            onClick={() => void checkAccount()}
            disabled={checking}
            className="min-h-11 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 disabled:opacity-60"
          >
            {t("payout.check")}
          </button>
          {holder && (
            <p className="rounded-lg bg-gray-50 p-3 text-gray-900" data-testid="payout-holder" aria-live="polite">
              {holder.name ? t("payout.holder", { name: holder.name }) : t("payout.noHolder")}
            </p>
          )}
        </div>
      )}
      <TextField
        label={t("bank.accountName")}
        autoComplete="name"
        registration={register("account_name")}
        error={fieldErrorText(errors.account_name, { max: bankFieldLimits.nameMax })}
      />
      <FormAlert message={failure.formError} />
      <SubmitButton pending={isSubmitting}>{t("bank.submit")}</SubmitButton>
    </form>
  );
}
