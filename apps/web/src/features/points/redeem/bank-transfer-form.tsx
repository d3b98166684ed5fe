import { bankFieldLimits, type RedeemRate, type WithdrawData, type WithdrawRequest } from "@rewards/contracts";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { useFormFailure } from "../../../components/form/form-failure";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { requestWithdraw } from "../api/redeem-api";
import { type BankTransferValues, parsePoints, withdrawBody } from "../forms/bank-transfer-form";
import { usePointsErrorText } from "../forms/error-text";
import { formatPoints } from "../lib/format";
import { thresholdCopy } from "../lib/redeem-market";
import { TransferPreview } from "./transfer-preview";

export const emptyBankTransfer: BankTransferValues = { point: "", bank_name: "", account_name: "", account_number: "" };

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
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: initial });
  const failure = useFormFailure(
    setError,
    { point: "point", bank_name: "bank_name", account_name: "account_name", account_number: "account_number" },
    apiErrorText,
  );
  const points = parsePoints(useWatch({ control, name: "point" }), i18n.language);
  const threshold = thresholdCopy(rate);
  const thresholdText = t(`bank.${threshold.key}`, { points: formatPoints(threshold.points, i18n.language) });
  const belowThreshold = errors.point?.message === "threshold";

  const submit = handleSubmit(async (values) => {
    failure.clear();
    const body = withdrawBody(values, i18n.language);
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
      <TextField
        label={t("bank.bankName")}
        autoComplete="off"
        registration={register("bank_name")}
        error={fieldErrorText(errors.bank_name, { max: bankFieldLimits.nameMax })}
      />
      <TextField
        label={t("bank.accountName")}
        autoComplete="name"
        registration={register("account_name")}
        error={fieldErrorText(errors.account_name, { max: bankFieldLimits.nameMax })}
      />
      <TextField
        label={t("bank.accountNumber")}
        inputMode="numeric"
        autoComplete="off"
        registration={register("account_number")}
        error={fieldErrorText(errors.account_number, {
          min: bankFieldLimits.accountNumberMin,
          max: bankFieldLimits.accountNumberMax,
        })}
      />
      <FormAlert message={failure.formError} />
      <SubmitButton pending={isSubmitting}>{t("bank.submit")}</SubmitButton>
    </form>
  );
}
