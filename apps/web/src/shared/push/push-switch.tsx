import { Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DevicePush, devicePush, turnOffPush, turnOnPush } from "./device-push";

/** The settings' switch for push on this browser (the frequency above it applies to every device). */
function PushSwitchContent() {
  const { t } = useTranslation("shared/push");
  const id = useId();
  const [state, setState] = useState<DevicePush | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    void devicePush()
      .catch((): DevicePush => "off")
      .then((found) => {
        if (current) setState(found);
      });
    return () => {
      current = false;
    };
  }, []);

  const toggle = () => {
    setBusy(true);
    setFailed(false);
    (state === "on" ? turnOffPush() : turnOnPush()).then(setState, () => setFailed(true)).finally(() => setBusy(false));
  };

  const hint =
    state === "unsupported"
      ? t("push.switch.unsupported")
      : state === "blocked"
        ? t("push.switch.blocked")
        : failed
          ? t("push.switch.failed")
          : null;
  const usable = state === "on" || state === "off";
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="font-medium text-gray-900">
          {t("push.switch.label")}
        </p>
        {hint && (
          <p role={failed ? "alert" : undefined} className="mt-1 text-sm text-gray-600">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={state === "on"}
        aria-labelledby={`${id}-label`}
        disabled={!usable || busy}
        onClick={toggle}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-checked:bg-brand-700"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${state === "on" ? "translate-x-6" : "translate-x-1"}`}
        />
      </button>
    </div>
  );
}

/** Its words load with it, without holding up the page around it. */
export function PushSwitch() {
  return (
    <Suspense fallback={null}>
      <PushSwitchContent />
    </Suspense>
  );
}
