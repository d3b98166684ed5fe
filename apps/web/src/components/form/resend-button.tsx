import { codeRules } from "@rewards/contracts";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { quietButton } from "../ui/buttons";

/**
 * A wait of some seconds, ticking once a second: the seconds left, and how to start one. The wait's
 * end and the clock it is read against are set together, so it starts at its full length (an older
 * clock would read a second more for a frame).
 */
function useWait(): [secondsLeft: number, start: (seconds: number) => void] {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  const { until } = clock;
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((last) => ({ ...last, now }));
      if (now >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  }, []);
  return [Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start];
}

/**
 * Sends a code again, then waits the server's interval (60 s by default) before it can be used
 * again. `justSent` starts the wait once the app runs, for a code the previous step has just sent; a
 * failure goes to `onError`, which shows it in the feature's words.
 *
 * With `plainForm`, the button is also a plain HTML post to its `action` (with its hidden `fields`),
 * for a page the server drew and the app has not taken over (scripts off, or not loaded yet): the
 * server then keeps the wait, so the page it draws starts without one.
 */
export function ResendButton({
  resend,
  onError,
  justSent = false,
  plainForm,
}: {
  resend: () => Promise<{ resend_after_seconds: number }>;
  onError: (error: unknown) => void;
  justSent?: boolean;
  plainForm?: { action: string; fields: ReactNode };
}) {
  const { t } = useTranslation();
  const [secondsLeft, startWait] = useWait();
  // Before the first paint in the browser; the server, which runs no effect, draws the button ready.
  useLayoutEffect(() => {
    if (justSent) startWait(codeRules.resendAfterSeconds);
  }, [justSent, startWait]);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const answer = await resend();
      startWait(answer.resend_after_seconds);
      toast.success(t("form.resent"));
    } catch (error) {
      onError(error);
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  // In a plain form the form's submit sends (held by the page's first script until the app runs).
  const button = (
    <button
      type={plainForm ? "submit" : "button"}
      onClick={plainForm ? undefined : () => void send()}
      disabled={waiting || sending}
      className={`${quietButton} w-full`}
    >
      {waiting ? t("form.resendIn", { seconds: secondsLeft }) : t("form.resend")}
    </button>
  );
  if (!plainForm) return button;
  return (
    <form
      method="post"
      action={plainForm.action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {plainForm.fields}
      {button}
    </form>
  );
}
