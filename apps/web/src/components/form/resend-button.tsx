import { codeRules } from "@rewards/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { quietButton } from "../ui/buttons";

/** Seconds left until `until` (a Date.now() value), ticking once a second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Sends a code again, then waits the server's interval (60 s by default) before it can be used
 * again. `justSent` starts the wait at once, for a code the previous step has just sent; a failure
 * goes to `onError`, which shows it in the feature's words.
 */
export function ResendButton({
  resend,
  onError,
  justSent = false,
}: {
  resend: () => Promise<{ resend_after_seconds: number }>;
  onError: (error: unknown) => void;
  justSent?: boolean;
}) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(() => (justSent ? Date.now() + codeRules.resendAfterSeconds * 1000 : 0));
  const [sending, setSending] = useState(false);
  const secondsLeft = useSecondsLeft(until);

  const send = async () => {
    setSending(true);
    try {
      const answer = await resend();
      setUntil(Date.now() + answer.resend_after_seconds * 1000);
      toast.success(t("form.resent"));
    } catch (error) {
      onError(error);
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <button type="button" onClick={() => void send()} disabled={waiting || sending} className={`${quietButton} w-full`}>
      {waiting ? t("form.resendIn", { seconds: secondsLeft }) : t("form.resend")}
    </button>
  );
}
