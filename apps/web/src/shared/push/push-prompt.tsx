import { Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, quietButton } from "../../components/ui/buttons";
import { type DevicePush, rememberDeclined, shouldOfferPush, turnOnPush } from "./device-push";

type Stage = "checking" | "ask" | "working" | "hidden" | DevicePush | "failed";

/**
 * Our own question before the browser's: shown at a moment the member just earned something
 * (never on load), only where push can work, is not on yet and no "not now" is fresh.
 */
function PushPromptContent() {
  const { t } = useTranslation("shared/push");
  const id = useId();
  const [stage, setStage] = useState<Stage>("checking");

  useEffect(() => {
    let current = true;
    void shouldOfferPush()
      .catch(() => false)
      .then((offer) => {
        if (current) setStage(offer ? "ask" : "hidden");
      });
    return () => {
      current = false;
    };
  }, []);

  if (stage === "checking" || stage === "hidden" || stage === "unsupported") return null;

  const turnOn = () => {
    setStage("working");
    turnOnPush().then(setStage, () => setStage("failed"));
  };
  const notNow = () => {
    rememberDeclined();
    setStage("hidden");
  };

  const outcome: Partial<Record<Stage, string>> = {
    on: t("push.prompt.on"),
    blocked: t("push.prompt.blocked"),
    off: t("push.prompt.notAllowed"),
    failed: t("push.prompt.failed"),
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="push-prompt"
      className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-left"
    >
      <h2 id={`${id}-title`} className="font-semibold text-gray-900">
        {t("push.prompt.title")}
      </h2>
      {stage === "ask" || stage === "working" ? (
        <>
          <p className="mt-1 text-sm text-gray-700">{t("push.prompt.text")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={primaryButton} onClick={turnOn} disabled={stage === "working"}>
              {t("push.prompt.yes")}
            </button>
            <button type="button" className={quietButton} onClick={notNow} disabled={stage === "working"}>
              {t("push.prompt.no")}
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {outcome[stage]}
        </p>
      )}
    </section>
  );
}

/** Its words load with it, without holding up the page around it. */
export function PushPrompt() {
  return (
    <Suspense fallback={null}>
      <PushPromptContent />
    </Suspense>
  );
}
