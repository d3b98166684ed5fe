import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/buttons";
import {
  type CameraFailure,
  cameraAlreadyAllowed,
  cameraFailure,
  hasCameraApi,
  type ScanSession,
  startScanning,
} from "./camera";
import { checkInPath, classifyScan, type ScanResult } from "./scan-code";

type Stage =
  | { name: "ask" }
  | { name: "starting" }
  | { name: "scanning" }
  | { name: "failed"; failure: CameraFailure }
  | { name: "read"; result: Exclude<ScanResult, { kind: "checkin" } | { kind: "inside" }> };

/**
 * The full-screen QR scanner (spec section 2): 'Scan your QR Code', Cancel, and the no-camera
 * message. The camera is asked for with the reason first (unless the browser already allows it).
 * A store's check-in code checks in; another address of the app opens here; an http(s) address
 * elsewhere is shown before the member leaves; anything else is only shown. With `onRead` (the
 * staff console reading a coupon's code) the text goes to the caller instead.
 */
export function QrScanner({ onClose, onRead }: { onClose: () => void; onRead?: (text: string) => void }) {
  const { t } = useTranslation("shared/qr-scanner");
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<ScanSession | null>(null);
  const [stage, setStage] = useState<Stage>({ name: "starting" });
  // The latest callbacks, read when a code arrives, so the camera is not restarted when they change.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const readRef = useRef(onRead);
  readRef.current = onRead;
  /** Counts starts: a start that finishes after a newer one (or a close) stops its own camera. */
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current++;
    session.current?.stop();
    session.current = null;
  }, []);

  const onCode = useCallback(
    (text: string) => {
      stop();
      const onRead = readRef.current;
      const onClose = closeRef.current;
      if (onRead) {
        onClose();
        onRead(text);
        return;
      }
      const result = classifyScan(text, window.location.origin);
      if (result.kind === "checkin") {
        onClose();
        const search = new URLSearchParams({ store_id: result.storeId, token: result.token });
        navigate(`${checkInPath}?${search}`);
      } else if (result.kind === "inside") {
        onClose();
        navigate(result.path);
      } else {
        setStage({ name: "read", result });
      }
    },
    [navigate, stop],
  );

  const start = useCallback(async () => {
    if (!hasCameraApi() || !video.current) {
      setStage({ name: "failed", failure: "notFound" });
      return;
    }
    stop();
    const mine = generation.current;
    setStage({ name: "starting" });
    try {
      const started = await startScanning(video.current, onCode);
      if (mine !== generation.current) {
        started.stop();
        return;
      }
      session.current = started;
      setStage({ name: "scanning" });
    } catch (error) {
      if (mine === generation.current) setStage({ name: "failed", failure: cameraFailure(error) });
    }
  }, [onCode, stop]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!hasCameraApi()) return setStage({ name: "failed", failure: "notFound" });
      if (await cameraAlreadyAllowed()) {
        if (!cancelled) void start();
      } else if (!cancelled) setStage({ name: "ask" });
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [start, stop]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const showVideo = stage.name === "scanning" || stage.name === "starting";
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="qr-scanner-title"
      data-testid="qr-scanner"
      className="fixed inset-0 z-[99999] flex flex-col bg-black text-white"
    >
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <h2 id="qr-scanner-title" className="text-lg font-semibold">
          {t(onRead ? "scanner.couponTitle" : "scanner.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-4 py-2 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t("scanner.cancel")}
        </button>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 pb-8">
        <div className={`relative w-full max-w-[350px] ${showVideo ? "" : "hidden"}`}>
          <video
            ref={video}
            muted
            autoPlay
            playsInline
            aria-label={t("scanner.viewfinder")}
            className="aspect-square w-full rounded-2xl bg-gray-900 object-cover"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-6 rounded-xl border-4 border-white/80"
          />
        </div>
        {stage.name === "scanning" && <p className="text-center text-sm text-gray-200">{t("scanner.hint")}</p>}
        {stage.name === "starting" && (
          <p role="status" className="text-center text-sm text-gray-200">
            {t("scanner.starting")}
          </p>
        )}
        {stage.name === "ask" && (
          <div className="max-w-sm space-y-4 text-center">
            <p>{t(onRead ? "scanner.couponReason" : "scanner.reason")}</p>
            <button type="button" className={primaryButton} onClick={() => void start()}>
              {t("scanner.allow")}
            </button>
          </div>
        )}
        {stage.name === "failed" && (
          <div role="alert" className="max-w-sm space-y-4 text-center">
            <p>{stage.failure === "denied" ? t("scanner.denied") : t("scanner.notFound")}</p>
            <button type="button" className={secondaryButton} onClick={() => void start()}>
              {t("scanner.retry")}
            </button>
          </div>
        )}
        {stage.name === "read" && <ReadCode result={stage.result} onAgain={() => void start()} />}
      </div>
    </div>
  );
}

/** A code that is not the app's: an address elsewhere, shown before leaving, or text, only shown. */
function ReadCode({
  result,
  onAgain,
}: {
  result: Exclude<ScanResult, { kind: "checkin" } | { kind: "inside" }>;
  onAgain: () => void;
}) {
  const { t } = useTranslation("shared/qr-scanner");
  return (
    <div className="w-full max-w-sm space-y-4 rounded-2xl bg-white p-4 text-gray-900" data-testid="scan-read">
      {result.kind === "outside" ? (
        <>
          <p className="font-semibold">{t("scanner.leaving")}</p>
          <p className="break-all rounded-lg bg-gray-100 p-2 font-mono text-sm" data-testid="scan-url">
            {result.url}
          </p>
          <a
            href={result.url}
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            className={`${primaryButton} w-full`}
          >
            {t("scanner.open")}
          </a>
        </>
      ) : (
        <>
          <p className="font-semibold">{t("scanner.notALink")}</p>
          <p className="break-all rounded-lg bg-gray-100 p-2 font-mono text-sm" data-testid="scan-text">
            {result.text || t("scanner.empty")}
          </p>
        </>
      )}
      <button type="button" className={`${secondaryButton} w-full`} onClick={onAgain}>
        {t("scanner.again")}
      </button>
    </div>
  );
}
