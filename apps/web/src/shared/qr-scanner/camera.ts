/**
 * The camera, read through the QR decoder, which loads only here: the scanner's chunk asks for it
 * once the member opens the scanner, never with the first screen.
 */
export type CameraFailure = "notFound" | "denied" | "unavailable";
export type ScanSession = { stop: () => void };

/** What a getUserMedia refusal means for the member. */
export function cameraFailure(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "notFound";
  return "unavailable";
}

export function hasCameraApi(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/** Whether the browser already lets this site use the camera (no prompt will show); false when it cannot tell. */
export async function cameraAlreadyAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: "camera" as PermissionName });
    return status.state === "granted";
  } catch {
    return false;
  }
}

/** Starts the back camera in `video` and calls `onCode` once with the first code read. */
export async function startScanning(video: HTMLVideoElement, onCode: (text: string) => void): Promise<ScanSession> {
  const { BrowserQRCodeReader } = await import("@zxing/browser");
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
  let done = false;
  const controls = await reader.decodeFromConstraints(
    { audio: false, video: { facingMode: "environment" } },
    video,
    (result, _error, running) => {
      if (!result || done) return;
      done = true;
      running.stop();
      onCode(result.getText());
    },
  );
  return { stop: () => controls.stop() };
}
