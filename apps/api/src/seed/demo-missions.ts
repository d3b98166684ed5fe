import { type MissionDefinitionInput, missionDefinition } from "@rewards/contracts";
import type { Tx } from "../db/client.js";
import { createMission } from "../modules/missions/index.js";

const text = (en: string, vi: string, id: string) => ({ en, vi, id });
const quick = text("Takes 1 to 2 minutes.", "Chỉ mất 1 đến 2 phút.", "Hanya 1 sampai 2 menit.");

/**
 * The demo missions, in en, vi and id: five level-up missions for level 1, three for level 2, and
 * two daily ones. Each moves with its activity (profile, phone, surveys, check-ins, invitations).
 */
export const demoMissions: MissionDefinitionInput[] = [
  {
    type: "levelUp",
    level: 1,
    category: "profile",
    position: 1,
    title: text("Complete your profile", "Hoàn thiện hồ sơ", "Lengkapi profilmu"),
    description: quick,
    sub_missions: [
      {
        title: text("Add your name and birthday", "Thêm tên và ngày sinh", "Tambahkan nama dan tanggal lahir"),
        description: text(
          "Surveys are matched to your profile.",
          "Khảo sát được chọn theo hồ sơ của bạn.",
          "Survei dipilih sesuai profilmu.",
        ),
        target: 1,
        point: 10,
      },
    ],
  },
  {
    type: "levelUp",
    level: 1,
    category: "phone",
    position: 2,
    title: text("Confirm your phone", "Xác nhận số điện thoại", "Konfirmasi nomor ponsel"),
    description: quick,
    sub_missions: [
      {
        title: text("Confirm your phone number", "Xác nhận số điện thoại", "Konfirmasi nomor ponselmu"),
        description: text(
          "Enter the code we text you.",
          "Nhập mã chúng tôi gửi qua tin nhắn.",
          "Masukkan kode yang kami kirim lewat SMS.",
        ),
        target: 1,
        point: 10,
      },
    ],
  },
  {
    type: "levelUp",
    level: 1,
    category: "survey",
    position: 3,
    title: text("Survey starter", "Khởi đầu khảo sát", "Pemula survei"),
    description: quick,
    sub_missions: [
      {
        title: text("Answer your first survey", "Trả lời khảo sát đầu tiên", "Jawab survei pertamamu"),
        description: text("Any survey counts.", "Khảo sát nào cũng được.", "Survei apa saja boleh."),
        target: 1,
        point: 20,
      },
      {
        title: text("Answer 3 surveys", "Trả lời 3 khảo sát", "Jawab 3 survei"),
        description: text("Keep going!", "Tiếp tục nào!", "Terus lanjutkan!"),
        target: 3,
        point: 30,
      },
    ],
  },
  {
    type: "levelUp",
    level: 1,
    category: "attendance",
    position: 4,
    title: text("Daily habit", "Thói quen mỗi ngày", "Kebiasaan harian"),
    description: quick,
    sub_missions: [
      {
        title: text("Check in on 3 days", "Điểm danh 3 ngày", "Absen selama 3 hari"),
        description: text(
          "Tap check-in on the home screen.",
          "Nhấn điểm danh ở màn hình chính.",
          "Ketuk absen di layar beranda.",
        ),
        target: 3,
        point: 15,
      },
    ],
  },
  {
    type: "levelUp",
    level: 1,
    category: "invite",
    position: 5,
    title: text("Bring a friend", "Rủ bạn bè", "Ajak teman"),
    description: quick,
    sub_missions: [
      {
        title: text(
          "Invite a friend who answers a survey",
          "Mời một người bạn trả lời khảo sát",
          "Ajak teman yang menjawab survei",
        ),
        description: text(
          "Share your invite link from the Invite page.",
          "Chia sẻ liên kết mời từ trang Mời bạn.",
          "Bagikan tautan undangan dari halaman Undang.",
        ),
        target: 1,
        point: 50,
      },
    ],
  },
  {
    type: "levelUp",
    level: 2,
    category: "survey",
    position: 1,
    title: text("Survey regular", "Người khảo sát quen thuộc", "Langganan survei"),
    description: quick,
    sub_missions: [
      {
        title: text("Answer 10 surveys", "Trả lời 10 khảo sát", "Jawab 10 survei"),
        description: text("At level 2 and above.", "Từ cấp 2 trở lên.", "Mulai level 2."),
        target: 10,
        point: 100,
      },
    ],
  },
  {
    type: "levelUp",
    level: 2,
    category: "attendance",
    position: 2,
    title: text("Week streak", "Chuỗi một tuần", "Runtunan seminggu"),
    description: quick,
    sub_missions: [
      {
        title: text("Check in on 7 days", "Điểm danh 7 ngày", "Absen selama 7 hari"),
        description: text("At level 2 and above.", "Từ cấp 2 trở lên.", "Mulai level 2."),
        target: 7,
        point: 40,
      },
    ],
  },
  {
    type: "levelUp",
    level: 2,
    category: "invite",
    position: 3,
    title: text("Team builder", "Xây dựng đội nhóm", "Bangun tim"),
    description: quick,
    sub_missions: [
      {
        title: text(
          "Invite 3 friends who answer a survey",
          "Mời 3 người bạn trả lời khảo sát",
          "Ajak 3 teman yang menjawab survei",
        ),
        description: text("At level 2 and above.", "Từ cấp 2 trở lên.", "Mulai level 2."),
        target: 3,
        point: 150,
      },
    ],
  },
  {
    type: "daily",
    level: null,
    category: "attendance",
    position: 1,
    title: text("Daily check-in", "Điểm danh hằng ngày", "Absen harian"),
    description: quick,
    sub_missions: [
      {
        title: text("Check in today", "Điểm danh hôm nay", "Absen hari ini"),
        description: text(
          "Resets at midnight your time.",
          "Làm mới lúc nửa đêm theo giờ của bạn.",
          "Diulang tengah malam waktumu.",
        ),
        target: 1,
        point: 2,
      },
    ],
  },
  {
    type: "daily",
    level: null,
    category: "survey",
    position: 2,
    title: text("Survey of the day", "Khảo sát trong ngày", "Survei hari ini"),
    description: quick,
    sub_missions: [
      {
        title: text("Answer a survey today", "Trả lời một khảo sát hôm nay", "Jawab satu survei hari ini"),
        description: text(
          "Resets at midnight your time.",
          "Làm mới lúc nửa đêm theo giờ của bạn.",
          "Diulang tengah malam waktumu.",
        ),
        target: 1,
        point: 5,
      },
      {
        title: text("Answer 3 surveys today", "Trả lời 3 khảo sát hôm nay", "Jawab 3 survei hari ini"),
        description: text(
          "Resets at midnight your time.",
          "Làm mới lúc nửa đêm theo giờ của bạn.",
          "Diulang tengah malam waktumu.",
        ),
        target: 3,
        point: 15,
      },
    ],
  },
];

/** Creates the demo missions; returns them by their English title, for the demo member's claims. */
export async function loadDemoMissionDefinitions(tx: Tx) {
  const created = [];
  for (const mission of demoMissions) created.push(await createMission(tx, missionDefinition.parse(mission)));
  return new Map(created.map((mission) => [mission.title.en, mission]));
}
