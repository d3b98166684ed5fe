import {
  type AdminSurvey,
  type SurveyAnswerInput,
  type SurveyDefinitionInput,
  surveyDefinition,
} from "@rewards/contracts";
import type { Tx } from "../db/client.js";
import { answerSurveyIn, insertSurvey, moveSurveyIn, recordStoreCheckIn } from "../modules/surveys/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";

const day = 24 * 60 * 60 * 1000;
const window = () => ({
  starts_at: new Date(Date.now() - day).toISOString(),
  expires_at: new Date(Date.now() + 180 * day).toISOString(),
});
const text = (en: string, vi: string, id: string) => ({ en, vi, id });

/** The demo member has checked in at this store, and not at the other one. */
export const demoCheckedInStore = "demo-store-jakarta";
const demoOtherStore = "demo-store-bandung";

/**
 * The demo surveys: every question kind in en, vi and id; one whose questions follow the answers
 * (a jump, conditions, an optional question); two bound to a store (the demo member
 * checked in at one of them); one for Vietnam only; one closed with results announced and three
 * responses, so the summary report shows something.
 */
const demoSurveys: (SurveyDefinitionInput & { key: string })[] = [
  {
    // The survey with logic: "never" jumps to the last question, the why is only for heavy snackers,
    // the healthier-snacks question only for those who pick sweets or chips, the rating is optional.
    key: "snacks",
    title: text("Snack breaks", "Giờ ăn vặt", "Waktu ngemil"),
    description: text(
      "A few questions about what you eat between meals; the questions follow your answers.",
      "Vài câu hỏi về những gì bạn ăn giữa các bữa; câu hỏi thay đổi theo câu trả lời của bạn.",
      "Beberapa pertanyaan tentang camilan di antara waktu makan; pertanyaannya mengikuti jawaban Anda.",
    ),
    reward: 400,
    estimated_minutes: 4,
    response_limit: 1000,
    ...window(),
    store_id: null,
    questions: [
      {
        kind: "single_choice",
        key: "snacks",
        title: text(
          "Do you snack between meals?",
          "Bạn có ăn vặt giữa các bữa không?",
          "Apakah Anda ngemil di antara waktu makan?",
        ),
        choices: [
          { key: "often", label: text("Yes, every day", "Có, hằng ngày", "Ya, setiap hari") },
          { key: "sometimes", label: text("Sometimes", "Thỉnh thoảng", "Kadang-kadang") },
          { key: "never", label: text("Never", "Không bao giờ", "Tidak pernah") },
        ],
        jumps: [{ choice: "never", to: "mornings" }],
      },
      {
        kind: "multiple_choice",
        key: "kinds",
        title: text("What do you snack on?", "Bạn hay ăn vặt món gì?", "Camilan apa yang Anda makan?"),
        choices: [
          { key: "sweets", label: text("Sweets", "Đồ ngọt", "Makanan manis") },
          { key: "fruit", label: text("Fruit", "Trái cây", "Buah") },
          { key: "chips", label: text("Chips", "Khoai tây chiên", "Keripik") },
        ],
        min_selections: 1,
        max_selections: 3,
      },
      {
        kind: "number",
        key: "count",
        title: text("How many snacks a day?", "Mỗi ngày bạn ăn vặt mấy lần?", "Berapa kali ngemil sehari?"),
        min: 0,
        max: 20,
        integer: true,
      },
      {
        kind: "free_text",
        title: text(
          "What makes you snack that often?",
          "Điều gì khiến bạn ăn vặt nhiều như vậy?",
          "Apa yang membuat Anda sering ngemil?",
        ),
        condition: { combine: "all", rules: [{ question: "count", op: "between", min: 4, max: 20 }] },
      },
      {
        kind: "single_choice",
        title: text(
          "Would you buy a healthier snack?",
          "Bạn có mua đồ ăn vặt lành mạnh hơn không?",
          "Apakah Anda akan membeli camilan yang lebih sehat?",
        ),
        choices: [
          { label: text("Yes", "Có", "Ya") },
          { label: text("No", "Không", "Tidak") },
          { label: text("Not sure", "Chưa chắc", "Belum tahu") },
        ],
        condition: { combine: "any", rules: [{ question: "kinds", op: "any_of", choices: ["sweets", "chips"] }] },
      },
      {
        kind: "rating",
        key: "mornings",
        title: text(
          "How well do you eat during the day?",
          "Bạn ăn uống trong ngày tốt đến đâu?",
          "Seberapa baik pola makan Anda sehari-hari?",
        ),
        scale_max: 5,
        required: false,
      },
    ],
  },
  {
    key: "coffee",
    title: text("Morning coffee habits", "Thói quen cà phê buổi sáng", "Kebiasaan minum kopi pagi"),
    description: text(
      "Five quick questions about your first cup.",
      "Năm câu hỏi nhanh về ly đầu tiên.",
      "Lima pertanyaan singkat tentang cangkir pertamamu.",
    ),
    reward: 300,
    estimated_minutes: 3,
    response_limit: 500,
    ...window(),
    store_id: null,
    questions: [
      {
        kind: "single_choice",
        title: text("What do you drink first?", "Bạn uống gì đầu tiên?", "Apa yang pertama Anda minum?"),
        choices: [
          { label: text("Coffee", "Cà phê", "Kopi") },
          { label: text("Tea", "Trà", "Teh") },
          { label: text("Other", "Khác", "Lainnya"), other: true },
        ],
      },
      {
        kind: "multiple_choice",
        title: text("Where do you drink it?", "Bạn uống ở đâu?", "Di mana Anda meminumnya?"),
        choices: [
          { label: text("At home", "Ở nhà", "Di rumah") },
          { label: text("At work", "Ở chỗ làm", "Di kantor") },
          { label: text("At a café", "Ở quán", "Di kafe") },
        ],
        min_selections: 1,
        max_selections: 2,
      },
      {
        kind: "number",
        title: text("Cups a day?", "Mấy ly mỗi ngày?", "Berapa cangkir sehari?"),
        min: 0,
        max: 10,
        integer: true,
      },
      {
        kind: "rating",
        title: text("How good is your usual cup?", "Ly quen thuộc ngon thế nào?", "Seberapa enak kopimu?"),
        scale_max: 5,
        requires_note: true,
      },
      {
        kind: "image",
        title: text("Show us your cup", "Cho chúng tôi xem ly của bạn", "Tunjukkan cangkirmu"),
        min_images: 1,
        max_images: 10,
      },
    ],
  },
  {
    key: "mall",
    title: text("Shopping at the mall", "Mua sắm ở trung tâm", "Belanja di mal"),
    description: text(
      "For members who visited our Jakarta store.",
      "Dành cho thành viên đã ghé cửa hàng Jakarta.",
      "Untuk anggota yang mengunjungi toko Jakarta.",
    ),
    reward: 500,
    estimated_minutes: 5,
    response_limit: 200,
    ...window(),
    targeting: { markets: ["indo"] },
    store_id: demoCheckedInStore,
    store_name: "Rewards Store Jakarta",
    store_address: "Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310",
    questions: [
      {
        kind: "free_text",
        title: text("What did you buy?", "Bạn đã mua gì?", "Apa yang Anda beli?"),
        min_length: 2,
        max_length: 500,
      },
      { kind: "zip_code", title: text("Your zip code", "Mã bưu chính của bạn", "Kode posmu"), digits: 5 },
      { kind: "date", title: text("When did you visit?", "Bạn đến khi nào?", "Kapan Anda berkunjung?") },
      {
        kind: "image",
        title: text("A photo of your receipt", "Ảnh hoá đơn", "Foto struk belanjamu"),
        min_images: 1,
        max_images: 3,
      },
    ],
  },
  {
    key: "weekend",
    title: text("Weekend in Bandung", "Cuối tuần ở Bandung", "Akhir pekan di Bandung"),
    reward: 400,
    estimated_minutes: 2,
    response_limit: 100,
    ...window(),
    // A store survey is for members of the store's market: Bandung is in Indonesia.
    targeting: { markets: ["indo"], min_age: 18, max_age: 60 },
    store_id: demoOtherStore,
    store_name: "Rewards Store Bandung",
    store_address: "Jl. Braga No. 58, Sumur Bandung, Bandung 40111",
    questions: [
      { kind: "free_text", title: text("What did you do?", "Bạn đã làm gì?", "Apa yang Anda lakukan?") },
      { kind: "rating", title: text("Rate the store", "Đánh giá cửa hàng", "Nilai tokonya"), scale_max: 10 },
    ],
  },
  {
    key: "pho",
    title: text("Phở and you", "Phở và bạn", "Phở dan kamu"),
    reward: 350,
    estimated_minutes: 2,
    response_limit: 300,
    ...window(),
    targeting: { markets: ["vi"] },
    store_id: null,
    questions: [
      {
        kind: "single_choice",
        title: text("Beef or chicken?", "Bò hay gà?", "Sapi atau ayam?"),
        choices: [{ label: text("Beef", "Bò", "Sapi") }, { label: text("Chicken", "Gà", "Ayam") }],
      },
      { kind: "zip_code", title: text("Your postal code", "Mã bưu chính", "Kode posmu"), digits: 6 },
    ],
  },
  {
    key: "mobile_data",
    title: text("Mobile data use", "Sử dụng dữ liệu di động", "Penggunaan data seluler"),
    description: text("The results are in!", "Đã có kết quả!", "Hasilnya sudah keluar!"),
    reward: 200,
    estimated_minutes: 2,
    response_limit: 1000,
    ...window(),
    store_id: null,
    questions: [
      {
        kind: "single_choice",
        title: text("Your network", "Nhà mạng của bạn", "Operatormu"),
        choices: [
          { label: text("Telkomsel", "Telkomsel", "Telkomsel") },
          { label: text("Viettel", "Viettel", "Viettel") },
          { label: text("Other", "Khác", "Lainnya"), other: true },
        ],
      },
      {
        kind: "multiple_choice",
        title: text("What do you use data for?", "Bạn dùng dữ liệu để làm gì?", "Untuk apa Anda memakai data?"),
        choices: [
          { label: text("Video", "Video", "Video") },
          { label: text("Chat", "Nhắn tin", "Obrolan") },
          { label: text("Games", "Trò chơi", "Gim") },
        ],
        max_selections: 3,
      },
      { kind: "number", title: text("GB a month?", "Bao nhiêu GB mỗi tháng?", "Berapa GB sebulan?"), min: 0, max: 100 },
      { kind: "rating", title: text("Rate your network", "Đánh giá nhà mạng", "Nilai operatormu"), scale_max: 5 },
      { kind: "free_text", title: text("Anything else?", "Còn gì nữa không?", "Ada lagi?") },
    ],
  },
];

type Picks = { network: number; uses: number[]; gigabytes: number; rating: number; other?: string };
const demoResponses: [string, Picks][] = [
  ["worker@example.com", { network: 0, uses: [0, 1], gigabytes: 20, rating: 4 }],
  ["client@example.com", { network: 1, uses: [1], gigabytes: 8, rating: 5 }],
  ["staff@example.com", { network: 2, uses: [0, 2], gigabytes: 45, rating: 3, other: "Vinaphone" }],
];

function mobileDataAnswers(survey: AdminSurvey, picks: Picks): SurveyAnswerInput[] {
  const [network, uses, gigabytes, rating, anything] = survey.questions;
  const choice = (question: typeof network, index: number) =>
    question && "choices" in question ? (question.choices[index]?.id ?? "") : "";
  return [
    { question_id: network?.id ?? "", choice_ids: [choice(network, picks.network)], other_text: picks.other },
    { question_id: uses?.id ?? "", choice_ids: picks.uses.map((index) => choice(uses, index)) },
    { question_id: gigabytes?.id ?? "", number: picks.gigabytes },
    { question_id: rating?.id ?? "", rating: picks.rating },
    { question_id: anything?.id ?? "", text: "More data for less, please." },
  ];
}

export async function loadDemoSurveys(tx: Tx): Promise<void> {
  const admin = await findLiveUserByEmail(tx, "admin@example.com");
  const member = await findLiveUserByEmail(tx, "member@example.com");
  if (!admin || !member) return;
  for (const { key, ...definition } of demoSurveys) {
    const created = await insertSurvey(tx, admin.id, surveyDefinition.parse(definition));
    const survey = await moveSurveyIn(tx, created.id, "publish");
    if (key !== "mobile_data") continue;
    for (const [email, picks] of demoResponses) {
      const user = await findLiveUserByEmail(tx, email);
      if (user) await answerSurveyIn(tx, user, { survey_id: survey.id, answers: mobileDataAnswers(survey, picks) });
    }
    await moveSurveyIn(tx, survey.id, "close");
    await moveSurveyIn(tx, survey.id, "announce_results");
  }
  await recordStoreCheckIn(tx, { userId: member.id, storeId: demoCheckedInStore });
}
