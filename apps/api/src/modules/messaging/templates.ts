import { codeRules } from "@rewards/contracts";

export type MessageLocale = "en" | "vi" | "id";
export type CodeMessageKind =
  | "email_confirm"
  | "password_reset"
  | "phone_confirm"
  | "withdraw"
  | "step_up"
  | "email_change";

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
        `Your security code is ${code}. It expires in ${m} minutes. You need it to change your phone number, email or password; if you did not ask for it, ignore this email.`,
    },
    vi: {
      subject: "Mã bảo mật của bạn",
      text: (code, m) =>
        `Mã bảo mật của bạn là ${code}. Mã hết hạn sau ${m} phút. Bạn cần mã này để đổi số điện thoại, email hoặc mật khẩu; nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    },
    id: {
      subject: "Kode keamanan Anda",
      text: (code, m) =>
        `Kode keamanan Anda adalah ${code}. Berlaku selama ${m} menit. Kode ini diperlukan untuk mengubah nomor telepon, email, atau kata sandi; abaikan email ini jika Anda tidak memintanya.`,
    },
  },
  email_change: {
    en: {
      subject: "Confirm your new email",
      text: (code, m) =>
        `Your code is ${code}. Enter it to make this your account's email; it expires in ${m} minutes. If you did not ask for it, ignore this email.`,
    },
    vi: {
      subject: "Xác nhận email mới của bạn",
      text: (code, m) =>
        `Mã của bạn là ${code}. Nhập mã để dùng email này cho tài khoản; mã hết hạn sau ${m} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    },
    id: {
      subject: "Konfirmasi email baru Anda",
      text: (code, m) =>
        `Kode Anda adalah ${code}. Masukkan kode ini untuk menjadikan email ini email akun Anda; berlaku selama ${m} menit. Abaikan email ini jika Anda tidak memintanya.`,
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
export type NoticeKind =
  | "phone_changed"
  | "password_changed"
  | "email_changed"
  | "email_change_attempt"
  | "sign_up_attempt";

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
      text: "The password of your account was changed and your other devices were signed out. If this was not you, reset your password now and contact support.",
    },
    vi: {
      subject: "Mật khẩu của bạn đã được thay đổi",
      text: "Mật khẩu tài khoản của bạn đã được thay đổi và các thiết bị khác đã được đăng xuất. Nếu không phải bạn, hãy đặt lại mật khẩu ngay và liên hệ bộ phận hỗ trợ.",
    },
    id: {
      subject: "Kata sandi Anda telah diubah",
      text: "Kata sandi akun Anda telah diubah dan perangkat Anda yang lain telah dikeluarkan. Jika ini bukan Anda, segera atur ulang kata sandi dan hubungi dukungan.",
    },
  },
  email_changed: {
    en: {
      subject: "Your email was changed",
      text: "The email of your account was changed to another address and your other devices were signed out; this address gets no more messages about the account. If this was not you, contact support now.",
    },
    vi: {
      subject: "Email của bạn đã được thay đổi",
      text: "Email tài khoản của bạn đã được đổi sang địa chỉ khác và các thiết bị khác đã được đăng xuất; địa chỉ này sẽ không nhận thêm thư về tài khoản. Nếu không phải bạn, hãy liên hệ bộ phận hỗ trợ ngay.",
    },
    id: {
      subject: "Email Anda telah diubah",
      text: "Email akun Anda telah diubah ke alamat lain dan perangkat Anda yang lain telah dikeluarkan; alamat ini tidak akan menerima pesan lagi tentang akun tersebut. Jika ini bukan Anda, segera hubungi dukungan.",
    },
  },
  email_change_attempt: {
    en: {
      subject: "Someone tried to use your email",
      text: "Someone asked to move another account to your email address. Your account is unchanged and nothing was moved. If this was you, use your own account; otherwise you can ignore this email.",
    },
    vi: {
      subject: "Có người đã thử dùng email của bạn",
      text: "Có người đã yêu cầu chuyển một tài khoản khác sang địa chỉ email của bạn. Tài khoản của bạn không thay đổi và không có gì được chuyển. Nếu đó là bạn, hãy dùng tài khoản của chính bạn; nếu không, bạn có thể bỏ qua email này.",
    },
    id: {
      subject: "Seseorang mencoba memakai email Anda",
      text: "Seseorang meminta agar akun lain dipindahkan ke alamat email Anda. Akun Anda tidak berubah dan tidak ada yang dipindahkan. Jika itu Anda, gunakan akun Anda sendiri; jika tidak, abaikan email ini.",
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
