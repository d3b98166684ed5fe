/** The full-screen QR scanner (the shop bar's button, the staff's coupon check) and the check-in codes it reads. */
export { LazyQrScanner } from "./lazy-qr-scanner";
export { checkInParams } from "./scan-code";
