import type { RedeemDone, RedeemRate, WithdrawData, WithdrawRequest } from "@rewards/contracts";
import { useState } from "react";
import type { BankTransferValues } from "../forms/bank-transfer-form";
import { BankTransferForm, emptyBankTransfer } from "./bank-transfer-form";
import { OtpStep } from "./otp-step";
import { TransferDone } from "./transfer-done";

type Step =
  | { step: "form" }
  | { step: "code"; body: WithdrawRequest; sent: WithdrawData }
  | { step: "done"; done: RedeemDone };

/** Bank transfer in three steps: the details, the texted code, the request made. */
export function BankTransfer({ rate, balance }: { rate: RedeemRate; balance: number }) {
  const [step, setStep] = useState<Step>({ step: "form" });
  // Going back from the code keeps what was typed.
  const [values, setValues] = useState<BankTransferValues>(emptyBankTransfer);

  switch (step.step) {
    case "form":
      return (
        <BankTransferForm
          rate={rate}
          balance={balance}
          initial={values}
          onSent={(typed, body, sent) => {
            setValues(typed);
            setStep({ step: "code", body, sent });
          }}
        />
      );
    case "code":
      return (
        <OtpStep
          body={step.body}
          sent={step.sent}
          onResent={(sent) => setStep({ ...step, sent })}
          onDone={(done) => setStep({ step: "done", done })}
          onBack={() => setStep({ step: "form" })}
        />
      );
    case "done":
      return <TransferDone done={step.done} />;
  }
}
