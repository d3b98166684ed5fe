import { lazy, Suspense } from "react";

// The scanner and, through it, the QR decoder load only when the member opens the scanner.
const QrScanner = lazy(async () => ({ default: (await import("./qr-scanner")).QrScanner }));

/** The full-screen scanner, loaded on first open; a black screen stands in for the moment it loads. */
export function LazyQrScanner({
  open,
  onClose,
  onRead,
}: {
  open: boolean;
  onClose: () => void;
  onRead?: (text: string) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={<div className="fixed inset-0 z-[99999] bg-black" aria-hidden="true" />}>
      <QrScanner onClose={onClose} {...(onRead && { onRead })} />
    </Suspense>
  );
}
