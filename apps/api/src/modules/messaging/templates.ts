import { codeRules } from "@rewards/contracts";

export type MessageLocale = "en" | "vi" | "id";
export type CodeMessageKind = "email_confirm" | "password_reset" | "phone_confirm" | "withdraw";

type Copy = { subject: string; text: (code: string, minutes: number) => string };

/** What each code message says, per locale. SMS texts use only `text`, so they stay short. */
const copy: Record<CodeMessageKind, Record<MessageLocale, Copy>> = {
  email_confirm: {
    en: {
      subject: "Confirm your email",
      text: (code, m) => `Your confirmation code is ${code}. It expires in ${m} minutes.`,
    },
    vi: {
      subject: "Xác nhận email của bạn",
      text: (code, m) => `Mã xác nhận của bạn là ${code}. Mã hết hạn sau ${m} phút.`,
    },
    id: {
      subject: "Konfirmasi email Anda",
      text: (code, m) => `Kode konfirmasi Anda adalah ${code}. Berlaku selama ${m} menit.`,
    },
  },
  password_reset: {
    en: {
      subject: "Reset your password",
      text: (code, m) =>
        `Your password reset code is ${code}. It expires in ${m} minutes. If you did not ask for it, ignore this email.`,
    },
    vi: {
      subject: "Đặt lại mật khẩu",
      text: (code, m) =>
        `Mã đặt lại mật khẩu của bạn là ${code}. Mã hết hạn sau ${m} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    },
    id: {
      subject: "Atur ulang kata sandi",
      text: (code, m) =>
        `Kode atur ulang kata sandi Anda adalah ${code}. Berlaku selama ${m} menit. Abaikan email ini jika Anda tidak memintanya.`,
    },
  },
  phone_confirm: {
    en: { subject: "Phone code", text: (code, m) => `Your verification code is ${code}. Valid for ${m} minutes.` },
    vi: { subject: "Mã điện thoại", text: (code, m) => `Mã xác minh của bạn là ${code}. Có hiệu lực ${m} phút.` },
    id: { subject: "Kode telepon", text: (code, m) => `Kode verifikasi Anda ${code}. Berlaku ${m} menit.` },
  },
  withdraw: {
    en: { subject: "Redeem code", text: (code, m) => `Your redeem code is ${code}. Valid for ${m} minutes.` },
    vi: { subject: "Mã đổi điểm", text: (code, m) => `Mã đổi điểm của bạn là ${code}. Có hiệu lực ${m} phút.` },
    id: { subject: "Kode penukaran", text: (code, m) => `Kode penukaran Anda ${code}. Berlaku ${m} menit.` },
  },
};

export function messageLocale(locale: string | null | undefined): MessageLocale {
  return locale === "vi" || locale === "id" ? locale : "en";
}

export function codeMessage(kind: CodeMessageKind, locale: string, code: string): { subject: string; text: string } {
  const chosen = copy[kind][messageLocale(locale)];
  return { subject: chosen.subject, text: chosen.text(code, codeRules.lifetimeMinutes) };
}
