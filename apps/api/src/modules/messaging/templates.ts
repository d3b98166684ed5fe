import { codeRules } from "@rewards/contracts";

export type MessageLocale = "en" | "vi" | "id";
export type CodeMessageKind = "email_confirm" | "password_reset" | "phone_confirm" | "withdraw" | "step_up";

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
  step_up: {
    en: {
      subject: "Your security code",
      text: (code, m) =>
        `Your security code is ${code}. It expires in ${m} minutes. You need it to change your phone number; if you did not ask for it, ignore this email.`,
    },
    vi: {
      subject: "Mã bảo mật của bạn",
      text: (code, m) =>
        `Mã bảo mật của bạn là ${code}. Mã hết hạn sau ${m} phút. Bạn cần mã này để đổi số điện thoại; nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    },
    id: {
      subject: "Kode keamanan Anda",
      text: (code, m) =>
        `Kode keamanan Anda adalah ${code}. Berlaku selama ${m} menit. Kode ini diperlukan untuk mengubah nomor telepon; abaikan email ini jika Anda tidak memintanya.`,
    },
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

/** Security notices sent to the account's email (the old one, when it is what changed). */
export type NoticeKind = "phone_changed" | "password_changed" | "sign_up_attempt";

const notices: Record<NoticeKind, Record<MessageLocale, { subject: string; text: string }>> = {
  phone_changed: {
    en: {
      subject: "Your phone number was changed",
      text: "The phone number on your account was changed. If this was not you, reset your password now and contact support.",
    },
    vi: {
      subject: "Số điện thoại của bạn đã được thay đổi",
      text: "Số điện thoại trong tài khoản của bạn đã được thay đổi. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ bộ phận hỗ trợ.",
    },
    id: {
      subject: "Nomor telepon Anda telah diubah",
      text: "Nomor telepon di akun Anda telah diubah. Jika ini bukan Anda, segera atur ulang kata sandi dan hubungi dukungan.",
    },
  },
  password_changed: {
    en: {
      subject: "Your password was changed",
      text: "The password of your account was changed and every device was signed out. If this was not you, reset your password now and contact support.",
    },
    vi: {
      subject: "Mật khẩu của bạn đã được thay đổi",
      text: "Mật khẩu tài khoản của bạn đã được thay đổi và mọi thiết bị đã được đăng xuất. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ bộ phận hỗ trợ.",
    },
    id: {
      subject: "Kata sandi Anda telah diubah",
      text: "Kata sandi akun Anda telah diubah dan semua perangkat telah dikeluarkan. Jika ini bukan Anda, segera atur ulang kata sandi dan hubungi dukungan.",
    },
  },
  sign_up_attempt: {
    en: {
      subject: "Someone tried to sign up with your email",
      text: "Someone tried to create an account with your email address. You already have an account: sign in, or reset your password if you forgot it. If this was not you, you can ignore this email.",
    },
    vi: {
      subject: "Có người đã thử đăng ký bằng email của bạn",
      text: "Có người đã thử tạo tài khoản bằng địa chỉ email của bạn. Bạn đã có tài khoản: hãy đăng nhập, hoặc đặt lại mật khẩu nếu bạn quên. Nếu không phải bạn, bạn có thể bỏ qua email này.",
    },
    id: {
      subject: "Seseorang mencoba mendaftar dengan email Anda",
      text: "Seseorang mencoba membuat akun dengan alamat email Anda. Anda sudah punya akun: masuk, atau atur ulang kata sandi jika Anda lupa. Jika ini bukan Anda, abaikan email ini.",
    },
  },
};

export function noticeMessage(kind: NoticeKind, locale: string): { subject: string; text: string } {
  return notices[kind][messageLocale(locale)];
}
