import type { NotificationKind } from "@rewards/contracts";
import type { NotificationValues } from "./tables.js";

export type NotificationLocale = "en" | "vi" | "id";
type Words = { title: string | ((v: NotificationValues) => string); body: (v: NotificationValues) => string };

const n = (value: string | number | undefined) => String(value ?? "");
/** A count with its English noun, one or many: "1 star", "5 points". */
const counted = (value: string | number | undefined, noun: string) =>
  `${n(value)} ${noun}${n(value) === "1" ? "" : "s"}`;

/** Why a cash-out came back, in the member's language (the provider's `failure_code`, or the step). */
const payoutReasons: Record<string, Record<NotificationLocale, string>> = {
  INSUFFICIENT_BALANCE: {
    en: "the payout service is short of funds",
    vi: "dịch vụ chi trả tạm thiếu tiền",
    id: "dana layanan pencairan kurang",
  },
  INVALID_DESTINATION: {
    en: "the account does not exist",
    vi: "tài khoản không tồn tại",
    id: "rekening tidak ditemukan",
  },
  REJECTED_BY_CHANNEL: {
    en: "the bank or e-wallet refused it",
    vi: "ngân hàng hoặc ví từ chối",
    id: "bank atau e-wallet menolaknya",
  },
  TEMPORARY_TRANSFER_ERROR: {
    en: "a temporary transfer error",
    vi: "lỗi chuyển tiền tạm thời",
    id: "gangguan transfer sementara",
  },
  DESTINATION_MAXIMUM_LIMIT: {
    en: "the account's limit was reached",
    vi: "tài khoản đã đạt hạn mức",
    id: "batas saldo akun tercapai",
  },
  NAME_MISMATCH: {
    en: "the holder's name did not match",
    vi: "tên chủ tài khoản không khớp",
    id: "nama pemilik tidak cocok",
  },
  CANCELLED_BY_OPERATOR: {
    en: "our team cancelled it",
    vi: "đội ngũ của chúng tôi đã hủy",
    id: "tim kami membatalkannya",
  },
  REVERSED: { en: "the bank sent it back", vi: "ngân hàng đã trả lại", id: "bank mengembalikannya" },
  CANCELLED: { en: "it was cancelled", vi: "đã bị hủy", id: "dibatalkan" },
};
const payoutReason = (reason: string | number | undefined, locale: NotificationLocale) =>
  (payoutReasons[String(reason ?? "")] ?? {
    en: "the transfer failed",
    vi: "chuyển tiền thất bại",
    id: "transfer gagal",
  })[locale];

/** What each notification says, per language: the list, the detail, push messages and emails. */
const copy: Record<NotificationKind, Record<NotificationLocale, Words>> = {
  survey_opened: {
    en: { title: "A new survey for you", body: (v) => `“${n(v.title)}” is open: answer it for ${n(v.points)} points.` },
    vi: {
      title: "Khảo sát mới dành cho bạn",
      body: (v) => `“${n(v.title)}” đã mở: trả lời để nhận ${n(v.points)} điểm.`,
    },
    id: {
      title: "Survei baru untuk Anda",
      body: (v) => `“${n(v.title)}” sudah dibuka: jawab dan dapatkan ${n(v.points)} poin.`,
    },
  },
  survey_results: {
    en: { title: "Survey results are out", body: (v) => `The results of “${n(v.title)}” have been announced.` },
    vi: { title: "Đã có kết quả khảo sát", body: (v) => `Kết quả của “${n(v.title)}” đã được công bố.` },
    id: { title: "Hasil survei sudah keluar", body: (v) => `Hasil “${n(v.title)}” sudah diumumkan.` },
  },
  points_received: {
    en: { title: "You received points", body: (v) => `${n(v.points)} points were added to your balance.` },
    vi: { title: "Bạn đã nhận điểm", body: (v) => `${n(v.points)} điểm đã được cộng vào tài khoản của bạn.` },
    id: { title: "Anda menerima poin", body: (v) => `${n(v.points)} poin ditambahkan ke saldo Anda.` },
  },
  redemption_done: {
    en: { title: "Redemption completed", body: (v) => `Your redemption of ${n(v.points)} points is done.` },
    vi: { title: "Đổi điểm thành công", body: (v) => `Yêu cầu đổi ${n(v.points)} điểm của bạn đã hoàn tất.` },
    id: { title: "Penukaran selesai", body: (v) => `Penukaran ${n(v.points)} poin Anda sudah selesai.` },
  },
  redemption_rejected: {
    en: {
      title: "Redemption refused",
      body: (v) => `Your redemption of ${n(v.points)} points was refused; the points are back in your balance.`,
    },
    vi: {
      title: "Yêu cầu đổi điểm bị từ chối",
      body: (v) => `Yêu cầu đổi ${n(v.points)} điểm đã bị từ chối; số điểm đã được hoàn lại.`,
    },
    id: {
      title: "Penukaran ditolak",
      body: (v) => `Penukaran ${n(v.points)} poin Anda ditolak; poinnya sudah kembali ke saldo Anda.`,
    },
  },
  payout_returned: {
    en: {
      title: "Cash-out returned",
      body: (v) =>
        `Your cash-out of ${n(v.points)} points did not arrive (${payoutReason(v.reason, "en")}); the points are back in your balance.`,
    },
    vi: {
      title: "Đã hoàn lại yêu cầu rút tiền",
      body: (v) =>
        `Khoản rút ${n(v.points)} điểm chưa đến nơi (${payoutReason(v.reason, "vi")}); số điểm đã được hoàn lại.`,
    },
    id: {
      title: "Pencairan dikembalikan",
      body: (v) =>
        `Pencairan ${n(v.points)} poin Anda tidak sampai (${payoutReason(v.reason, "id")}); poinnya sudah kembali ke saldo Anda.`,
    },
  },
  mission_claimable: {
    en: {
      title: "A mission reward is waiting",
      body: (v) => `You completed a mission step: claim your ${n(v.points)} points.`,
    },
    vi: {
      title: "Phần thưởng nhiệm vụ đang chờ",
      body: (v) => `Bạn đã hoàn thành một bước nhiệm vụ: nhận ${n(v.points)} điểm.`,
    },
    id: {
      title: "Hadiah misi menunggu",
      body: (v) => `Anda menyelesaikan satu langkah misi: klaim ${n(v.points)} poin Anda.`,
    },
  },
  bingo_line: {
    en: { title: "Bingo!", body: (v) => `You completed a bingo line and won ${n(v.points)} points.` },
    vi: { title: "Bingo!", body: (v) => `Bạn đã hoàn thành một hàng bingo và nhận ${n(v.points)} điểm.` },
    id: { title: "Bingo!", body: (v) => `Anda menyelesaikan satu baris bingo dan memenangkan ${n(v.points)} poin.` },
  },
  invitee_bonus: {
    en: {
      title: "Your invitation paid off",
      body: (v) => `A friend you invited joined in: ${n(v.points)} points for you.`,
    },
    vi: {
      title: "Lời mời của bạn đã có thưởng",
      body: (v) => `Một người bạn đã tham gia: bạn nhận ${n(v.points)} điểm.`,
    },
    id: {
      title: "Undangan Anda berhasil",
      body: (v) => `Teman yang Anda undang sudah bergabung: ${n(v.points)} poin untuk Anda.`,
    },
  },
  points_expiring: {
    en: {
      title: "Points expiring soon",
      body: (v) => `${n(v.points)} of your points expire on ${n(v.date)}. Use them or earn more to keep them.`,
    },
    vi: {
      title: "Điểm sắp hết hạn",
      body: (v) => `${n(v.points)} điểm của bạn sẽ hết hạn vào ${n(v.date)}. Hãy dùng hoặc tích thêm điểm để giữ lại.`,
    },
    id: {
      title: "Poin segera kedaluwarsa",
      body: (v) =>
        `${n(v.points)} poin Anda kedaluwarsa pada ${n(v.date)}. Gunakan atau kumpulkan poin lagi agar tetap berlaku.`,
    },
  },
  worker_verification_approved: {
    en: {
      title: "Your ID is verified",
      body: () => "Your ID was approved: the verified badge now shows on your profile.",
    },
    vi: {
      title: "Danh tính của bạn đã được xác minh",
      body: () => "Giấy tờ của bạn đã được duyệt: huy hiệu xác minh đã hiện trên hồ sơ của bạn.",
    },
    id: {
      title: "Identitas Anda terverifikasi",
      body: () => "Identitas Anda disetujui: lencana terverifikasi kini tampil di profil Anda.",
    },
  },
  // The reason is the reviewer's own words, shown as written.
  worker_verification_rejected: {
    en: {
      title: "Your ID could not be verified",
      body: (v) => `Reason: ${n(v.reason)}. Please upload your documents again.`,
    },
    vi: {
      title: "Chưa thể xác minh danh tính của bạn",
      body: (v) => `Lý do: ${n(v.reason)}. Vui lòng tải lại giấy tờ của bạn.`,
    },
    id: {
      title: "Identitas Anda belum dapat diverifikasi",
      body: (v) => `Alasan: ${n(v.reason)}. Silakan unggah dokumen Anda lagi.`,
    },
  },
  // The job marketplace: `title` is the job's, as its client wrote it.
  job_applied: {
    en: {
      title: "A new applicant",
      body: (v) => `A worker applied to “${n(v.title)}” with a quote of ${n(v.points)} points.`,
    },
    vi: {
      title: "Có ứng viên mới",
      body: (v) => `Một người làm đã ứng tuyển “${n(v.title)}” với báo giá ${n(v.points)} điểm.`,
    },
    id: {
      title: "Pelamar baru",
      body: (v) => `Seorang pekerja melamar “${n(v.title)}” dengan penawaran ${n(v.points)} poin.`,
    },
  },
  job_application_withdrawn: {
    en: { title: "An applicant withdrew", body: (v) => `A worker withdrew their application to “${n(v.title)}”.` },
    vi: { title: "Ứng viên đã rút đơn", body: (v) => `Một người làm đã rút đơn ứng tuyển “${n(v.title)}”.` },
    id: { title: "Pelamar menarik lamaran", body: (v) => `Seorang pekerja menarik lamarannya untuk “${n(v.title)}”.` },
  },
  job_application_declined: {
    en: { title: "Application not accepted", body: (v) => `The client chose someone else for “${n(v.title)}”.` },
    vi: { title: "Đơn ứng tuyển chưa được chọn", body: (v) => `Khách hàng đã chọn người khác cho “${n(v.title)}”.` },
    id: { title: "Lamaran tidak diterima", body: (v) => `Klien memilih pekerja lain untuk “${n(v.title)}”.` },
  },
  job_hired: {
    en: {
      title: "You are hired",
      body: (v) => `You were hired for “${n(v.title)}”: ${n(v.points)} points wait in escrow for you.`,
    },
    vi: {
      title: "Bạn đã được thuê",
      body: (v) => `Bạn được thuê cho “${n(v.title)}”: ${n(v.points)} điểm đang được giữ chờ bạn.`,
    },
    id: {
      title: "Anda diterima",
      body: (v) => `Anda diterima untuk “${n(v.title)}”: ${n(v.points)} poin disimpan di escrow untuk Anda.`,
    },
  },
  job_work_reported: {
    en: {
      title: "Work reported done",
      body: (v) =>
        `The worker finished “${n(v.title)}”. Please confirm; otherwise the points are paid on ${n(v.date)}.`,
    },
    vi: {
      title: "Công việc đã hoàn thành",
      body: (v) =>
        `Người làm đã hoàn thành “${n(v.title)}”. Vui lòng xác nhận; nếu không, điểm sẽ được trả vào ${n(v.date)}.`,
    },
    id: {
      title: "Pekerjaan dilaporkan selesai",
      body: (v) =>
        `Pekerja telah menyelesaikan “${n(v.title)}”. Mohon konfirmasi; jika tidak, poin dibayarkan pada ${n(v.date)}.`,
    },
  },
  job_payment_complete: {
    en: { title: "Payment received", body: (v) => `${n(v.points)} points for “${n(v.title)}” are in your balance.` },
    vi: { title: "Đã nhận thanh toán", body: (v) => `${n(v.points)} điểm cho “${n(v.title)}” đã vào số dư của bạn.` },
    id: {
      title: "Pembayaran diterima",
      body: (v) => `${n(v.points)} poin untuk “${n(v.title)}” sudah masuk ke saldo Anda.`,
    },
  },
  job_cancelled: {
    en: { title: "Job cancelled", body: (v) => `The client cancelled “${n(v.title)}”. Reason: ${n(v.reason)}` },
    vi: { title: "Công việc đã bị hủy", body: (v) => `Khách hàng đã hủy “${n(v.title)}”. Lý do: ${n(v.reason)}` },
    id: { title: "Pekerjaan dibatalkan", body: (v) => `Klien membatalkan “${n(v.title)}”. Alasan: ${n(v.reason)}` },
  },
  job_disputed: {
    en: {
      title: "Job in dispute",
      body: (v) => `The client disputes “${n(v.title)}”; our team will decide. Reason: ${n(v.reason)}`,
    },
    vi: {
      title: "Công việc đang tranh chấp",
      body: (v) => `Khách hàng khiếu nại “${n(v.title)}”; đội ngũ của chúng tôi sẽ quyết định. Lý do: ${n(v.reason)}`,
    },
    id: {
      title: "Pekerjaan dalam sengketa",
      body: (v) => `Klien menyengketakan “${n(v.title)}”; tim kami akan memutuskan. Alasan: ${n(v.reason)}`,
    },
  },
  job_dispute_resolved: {
    en: { title: "Dispute settled", body: (v) => `Our team settled the dispute on “${n(v.title)}”.` },
    vi: {
      title: "Tranh chấp đã được giải quyết",
      body: (v) => `Đội ngũ của chúng tôi đã giải quyết tranh chấp về “${n(v.title)}”.`,
    },
    id: { title: "Sengketa diselesaikan", body: (v) => `Tim kami telah menyelesaikan sengketa atas “${n(v.title)}”.` },
  },
  shop_checked_in: {
    en: {
      title: (v) => `Checked in at ${n(v.store)}`,
      body: (v) => `You earned ${counted(v.stars, "star")} and ${counted(v.points, "point")} at ${n(v.store)}.`,
    },
    vi: {
      title: (v) => `Đã check-in tại ${n(v.store)}`,
      body: (v) => `Bạn nhận được ${n(v.stars)} sao và ${n(v.points)} điểm tại ${n(v.store)}.`,
    },
    id: {
      title: (v) => `Check-in di ${n(v.store)}`,
      body: (v) => `Anda mendapat ${n(v.stars)} bintang dan ${n(v.points)} poin di ${n(v.store)}.`,
    },
  },
  shop_coupon_received: {
    en: { title: "You received a coupon", body: (v) => `“${n(v.title)}” from ${n(v.store)} is in your coupons.` },
    vi: {
      title: "Bạn đã nhận phiếu giảm giá",
      body: (v) => `“${n(v.title)}” từ ${n(v.store)} đã có trong phiếu của bạn.`,
    },
    id: { title: "Anda menerima kupon", body: (v) => `“${n(v.title)}” dari ${n(v.store)} ada di kupon Anda.` },
  },
  shop_coupon_used: {
    en: { title: "Coupon used", body: (v) => `${n(v.store)} confirmed your coupon “${n(v.title)}”.` },
    vi: { title: "Đã dùng phiếu", body: (v) => `${n(v.store)} đã xác nhận phiếu “${n(v.title)}” của bạn.` },
    id: { title: "Kupon digunakan", body: (v) => `${n(v.store)} mengonfirmasi kupon “${n(v.title)}” Anda.` },
  },
  shop_coupon_expired: {
    en: { title: "Coupon expired", body: (v) => `Your coupon “${n(v.title)}” from ${n(v.store)} has expired.` },
    vi: { title: "Phiếu đã hết hạn", body: (v) => `Phiếu “${n(v.title)}” từ ${n(v.store)} của bạn đã hết hạn.` },
    id: { title: "Kupon kedaluwarsa", body: (v) => `Kupon “${n(v.title)}” dari ${n(v.store)} sudah kedaluwarsa.` },
  },
  shop_campaign_started: {
    en: { title: "A new offer", body: (v) => `${n(v.store)} started “${n(v.title)}”. Collect stars to get it.` },
    vi: {
      title: "Ưu đãi mới",
      body: (v) => `${n(v.store)} vừa mở “${n(v.title)}”. Hãy tích sao để nhận.`,
    },
    id: {
      title: "Penawaran baru",
      body: (v) => `${n(v.store)} memulai “${n(v.title)}”. Kumpulkan bintang untuk mendapatkannya.`,
    },
  },
  chat_message: {
    en: { title: "New message", body: (v) => `${n(v.name)} sent you a message about “${n(v.title)}”.` },
    vi: { title: "Tin nhắn mới", body: (v) => `${n(v.name)} đã gửi cho bạn một tin nhắn về “${n(v.title)}”.` },
    id: { title: "Pesan baru", body: (v) => `${n(v.name)} mengirimi Anda pesan tentang “${n(v.title)}”.` },
  },
  // The team's own words, written in each language; `title` and `body` arrive in the reader's.
  announcement: {
    en: { title: (v) => n(v.title), body: (v) => n(v.body) },
    vi: { title: (v) => n(v.title), body: (v) => n(v.body) },
    id: { title: (v) => n(v.title), body: (v) => n(v.body) },
  },
};

export function notificationLocale(locale: string | null | undefined): NotificationLocale {
  return locale === "vi" || locale === "id" ? locale : "en";
}

export function notificationWords(
  kind: NotificationKind,
  values: NotificationValues,
  locale: string | null | undefined,
): { title: string; body: string } {
  const chosen = notificationLocale(locale);
  const words = copy[kind][chosen];
  // A title or body given per language (title_en, body_vi, ...) is read in the reader's, else in English.
  const title = values[`title_${chosen}`] ?? values.title ?? values.title_en ?? "";
  const body = values[`body_${chosen}`] ?? values.body ?? values.body_en ?? "";
  // Numbers read the reader's way: 1,500 in English, 1.500 in Vietnamese and Indonesian.
  const numbers = new Intl.NumberFormat(chosen);
  const shown = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "number" ? numbers.format(value) : value]),
  );
  const given = { ...shown, title, body };
  return {
    title: typeof words.title === "string" ? words.title : words.title(given),
    body: words.body(given),
  };
}
