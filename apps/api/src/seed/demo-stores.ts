import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { readTogether } from "../db/reads.js";
import type { FileStorage } from "../lib/file-storage.js";
import { newId } from "../lib/ids.js";
import {
  storeCategoryLinks,
  storeFollows,
  storeHours,
  storeLikes,
  storePhotos,
  storeStaff,
  stores,
} from "../modules/stores/tables.js";
import { findLiveUserByEmail } from "../modules/users/index.js";
import { demoPicture } from "./demo-jobs.js";

/**
 * The shop-visit demo: a few hundred stores around Jakarta, Bandung, Hanoi and Ho Chi Minh City,
 * made by a seeded generator so every database gets the same ones. The two stores the demo surveys
 * name (`demo-store-jakarta`, where the demo member has checked in, and `demo-store-bandung`) are
 * among them with the names and addresses the surveys show. staff@example.com works at the Jakarta
 * store; member@example.com likes and follows a few stores.
 */

type City = {
  name: string;
  market: "indo" | "vi";
  timeZone: string;
  lat: number;
  lng: number;
  districts: string[];
  count: number;
  street: string;
};

export const demoCities: City[] = [
  {
    name: "Jakarta",
    market: "indo",
    timeZone: "Asia/Jakarta",
    lat: -6.2,
    lng: 106.8166,
    districts: ["Menteng", "Kemang", "Senopati", "Kelapa Gading", "Tebet", "Cikini", "Glodok", "Blok M", "Kuningan"],
    count: 110,
    street: "Jl.",
  },
  {
    name: "Bandung",
    market: "indo",
    timeZone: "Asia/Jakarta",
    lat: -6.9147,
    lng: 107.6098,
    districts: ["Dago", "Braga", "Riau", "Cihampelas", "Buah Batu", "Setiabudi"],
    count: 60,
    street: "Jl.",
  },
  {
    name: "Hà Nội",
    market: "vi",
    timeZone: "Asia/Ho_Chi_Minh",
    lat: 21.0285,
    lng: 105.8542,
    districts: ["Hoàn Kiếm", "Ba Đình", "Cầu Giấy", "Đống Đa", "Tây Hồ", "Hai Bà Trưng"],
    count: 80,
    street: "Phố",
  },
  {
    name: "Hồ Chí Minh",
    market: "vi",
    timeZone: "Asia/Ho_Chi_Minh",
    lat: 10.7769,
    lng: 106.7009,
    districts: ["Quận 1", "Quận 3", "Bình Thạnh", "Phú Nhuận", "Thảo Điền", "Quận 5"],
    count: 80,
    street: "Đường",
  },
];

/** Store names by market and category; the first time a name is used it goes bare, then with its district. */
const names: Record<"indo" | "vi", Record<string, string[]>> = {
  indo: {
    cafe: [
      "Kopi Senja",
      "Kedai Kopi Nusantara",
      "Warung Kopi Tuku",
      "Kopi Kenangan Rasa",
      "Kopi Janji Jiwa",
      "Kafe Teras",
    ],
    food: [
      "Warung Sate Pak Budi",
      "Bakso Mas Joko",
      "Nasi Goreng Kambing Kebon Sirih",
      "Soto Betawi H. Ma'ruf",
      "Martabak Bangka",
      "Ayam Geprek Bu Rum",
      "Gado-Gado Boplo",
      "Mie Ayam Gajah Mada",
      "Rumah Makan Padang Sederhana",
      "Pempek Palembang Cek Molek",
    ],
    beauty: ["Salon Cantik Ayu", "Spa Bali Sari", "Barbershop Gentleman", "Nail Art Melati"],
    fashion: ["Batik Keris", "Butik Melati", "Toko Sepatu Bata Jaya", "Distro Bandung Kreatif"],
    grocery: ["Toko Sembako Berkah", "Warung Bu Siti", "Pasar Segar", "Toko Buah Segar Jaya"],
    health: ["Apotek Sehat", "Apotek Sentosa", "Optik Terang"],
    electronics: ["Toko Elektronik Jaya", "Gadget Corner", "Servis HP Cepat"],
    entertainment: ["Karaoke Nada Ceria", "Bioskop Mini Kita", "Arena Bowling Ceria"],
  },
  vi: {
    cafe: ["Cà Phê Sữa Đá", "Cộng Cà Phê", "Cà Phê Giảng", "Cà Phê Trứng", "Cà Phê Muối", "Trà Sữa Mây"],
    food: [
      "Phở Hà Nội",
      "Bánh Mì Huỳnh Hoa",
      "Phở Thìn",
      "Bún Chả Hương Liên",
      "Bánh Mì Phượng",
      "Cơm Tấm Sài Gòn",
      "Bún Bò Huế",
      "Bánh Xèo Mười Xiềm",
      "Gỏi Cuốn Cô Ba",
      "Chả Cá Lã Vọng",
    ],
    beauty: ["Salon Tóc Mây", "Spa Hoa Sen", "Nail Xinh", "Cắt Tóc Nam Đẹp"],
    fashion: ["Áo Dài Lan Anh", "Giày Đẹp Sài Gòn", "Thời Trang Hoa Mai", "Túi Xách Thu Hà"],
    grocery: ["Tạp Hóa Cô Tư", "Chợ Xanh", "Trái Cây Bốn Mùa", "Siêu Thị Mini Đức Thành"],
    health: ["Nhà Thuốc An Khang", "Nhà Thuốc Minh Châu", "Kính Mắt Việt"],
    electronics: ["Điện Thoại Minh Tuấn", "Điện Máy Phước Lộc", "Sửa Laptop Nhanh"],
    entertainment: ["Karaoke Hát Hay", "Rạp Phim Mini Sao Mai", "Bi-a Thành Công"],
  },
};

/** How often each category comes up, and its usual opening hours ("HH:MM-HH:MM"; "" closed). */
const categoryPlan: { id: string; weight: number; hours: string[] }[] = [
  { id: "food", weight: 35, hours: ["10:00-22:00", "06:00-14:00", "17:00-02:00", "00:00-00:00"] },
  { id: "cafe", weight: 20, hours: ["07:00-22:00", "08:00-23:00"] },
  { id: "beauty", weight: 10, hours: ["09:00-20:00"] },
  { id: "fashion", weight: 10, hours: ["10:00-21:00"] },
  { id: "grocery", weight: 10, hours: ["06:00-23:00", "00:00-00:00"] },
  { id: "health", weight: 6, hours: ["08:00-22:00"] },
  { id: "electronics", weight: 5, hours: ["09:00-21:00"] },
  { id: "entertainment", weight: 4, hours: ["14:00-01:00"] },
];

/** Mulberry32: a small seeded generator, so the demo is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const demoJakartaStore = "demo-store-jakarta";
export const demoBandungStore = "demo-store-bandung";

export type DemoStore = {
  id: string;
  name: string;
  address: string;
  city: string;
  market: "indo" | "vi";
  timeZone: string;
  lat: number;
  lng: number;
  description: string;
  phone: string | null;
  categories: string[];
  /** Opening hours, every day unless `closedOn`. */
  hours: string;
  closedOn: number | null;
  ageDays: number;
};

/** The demo stores, the same on every call. */
export function demoStores(): DemoStore[] {
  const random = seeded(39);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const totalWeight = categoryPlan.reduce((sum, plan) => sum + plan.weight, 0);
  const made: DemoStore[] = [
    {
      id: demoJakartaStore,
      name: "Rewards Store Jakarta",
      address: "Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310",
      city: "Jakarta",
      market: "indo",
      timeZone: "Asia/Jakarta",
      lat: -6.1944,
      lng: 106.8229,
      description: "The rewards programme's own store: check in, answer the store survey, collect points.",
      phone: "+62 21 3190 0001",
      categories: ["grocery", "cafe"],
      hours: "08:00-22:00",
      closedOn: null,
      ageDays: 200,
    },
    {
      id: demoBandungStore,
      name: "Rewards Store Bandung",
      address: "Jl. Braga No. 58, Sumur Bandung, Bandung 40111",
      city: "Bandung",
      market: "indo",
      timeZone: "Asia/Jakarta",
      lat: -6.9175,
      lng: 107.6096,
      description: "The rewards programme's store on Jalan Braga.",
      phone: "+62 22 4200 0058",
      categories: ["grocery", "cafe"],
      hours: "09:00-21:00",
      closedOn: null,
      ageDays: 150,
    },
  ];
  for (const city of demoCities) {
    const used = new Set<string>();
    for (let i = 0; i < city.count; i++) {
      const roll = random() * totalWeight;
      let reached = 0;
      const plan =
        categoryPlan.find((candidate) => {
          reached += candidate.weight;
          return roll < reached;
        }) ?? categoryPlan[0];
      if (!plan) continue;
      const district = pick(city.districts);
      const base = pick(names[city.market][plan.id] ?? ["Toko"]);
      let name = used.has(base) ? `${base} ${district}` : base;
      for (let n = 2; used.has(name); n++) name = `${base} ${district} ${n}`;
      used.add(name);
      // About 9 km around the centre, more of them near it.
      const spread = 0.08 * Math.sqrt(random());
      const angle = random() * 2 * Math.PI;
      const number = 1 + Math.floor(random() * 200);
      const streetName = pick(city.districts);
      made.push({
        id: newId(),
        name,
        address: `${city.street} ${streetName} ${number}, ${district}, ${city.name}`,
        city: city.name,
        market: city.market,
        timeZone: city.timeZone,
        lat: Number((city.lat + spread * Math.sin(angle)).toFixed(6)),
        lng: Number((city.lng + spread * Math.cos(angle)).toFixed(6)),
        description:
          city.market === "vi" ? `${name} — ${district}, ${city.name}.` : `${name} di ${district}, ${city.name}.`,
        phone:
          random() < 0.7
            ? `${city.market === "vi" ? "+84 9" : "+62 8"}${String(Math.floor(random() * 1e8)).padStart(8, "0")}`
            : null,
        categories: random() < 0.15 && plan.id !== "cafe" ? [plan.id, "cafe"] : [plan.id],
        hours: pick(plan.hours),
        closedOn: plan.id === "beauty" ? 1 : random() < 0.1 ? 0 : null,
        ageDays: Math.floor(random() * 365),
      });
    }
  }
  return made;
}

/** Photos drawn for the first stores of each city (and the demo stores), not for every one: the seed stays fast. */
const photoColours = ["#8d5524", "#0f766e", "#1e3a8a", "#b91c1c", "#6d28d9", "#15803d"];

export async function loadDemoStores(tx: Tx, storage: FileStorage | null): Promise<void> {
  const list = demoStores();
  const now = Date.now();
  // Ids are made fresh (uuid v7) but every other field comes from the seeded generator.
  for (let start = 0; start < list.length; start += 200) {
    const chunk = list.slice(start, start + 200);
    await tx.insert(stores).values(
      chunk.map((store) => ({
        id: store.id,
        name: store.name,
        description: store.description,
        address: store.address,
        city: store.city,
        market: store.market,
        timeZone: store.timeZone,
        lat: store.lat,
        lng: store.lng,
        phone: store.phone,
        createdAt: new Date(now - store.ageDays * 86_400_000),
        updatedAt: new Date(now - store.ageDays * 86_400_000),
      })),
    );
    await tx
      .insert(storeCategoryLinks)
      .values(
        chunk.flatMap((store) =>
          store.categories.map((categoryId, position) => ({ storeId: store.id, categoryId, position })),
        ),
      );
    await tx.insert(storeHours).values(
      chunk.flatMap((store) => {
        const [opens, closes] = store.hours.split("-") as [string, string];
        return [0, 1, 2, 3, 4, 5, 6]
          .filter((weekday) => weekday !== store.closedOn)
          .map((weekday) => ({
            storeId: store.id,
            weekday,
            opensMinute: minutes(opens),
            closesMinute: minutes(closes),
          }));
      }),
    );
  }

  const [staff, member, worker] = await readTogether(
    tx,
    ["staff@example.com", "member@example.com", "worker@example.com"].map(
      (email) => () => findLiveUserByEmail(tx, email),
    ),
  );
  if (staff) {
    await tx.insert(storeStaff).values({ storeId: demoJakartaStore, userId: staff.id });
    await tx.update(stores).set({ ownerId: staff.id }).where(sql`${stores.id} = ${demoJakartaStore}`);
  }
  // The demo member (Jakarta) likes and follows the store they checked in at and a few near it.
  const jakarta = list.filter((store) => store.city === "Jakarta" && store.id !== demoJakartaStore);
  const liked = [demoJakartaStore, ...jakarta.slice(0, 4).map((store) => store.id)];
  const followed = [demoJakartaStore, ...jakarta.slice(4, 6).map((store) => store.id)];
  const fans = [member, worker].filter((user): user is NonNullable<typeof user> => Boolean(user));
  for (const [index, fan] of fans.entries()) {
    const likes = index === 0 ? liked : liked.slice(0, 2);
    const follows = index === 0 ? followed : followed.slice(0, 1);
    const at = (days: number) => new Date(now - days * 86_400_000);
    await tx.insert(storeLikes).values(likes.map((storeId, i) => ({ userId: fan.id, storeId, createdAt: at(i + 1) })));
    await tx
      .insert(storeFollows)
      .values(follows.map((storeId, i) => ({ userId: fan.id, storeId, createdAt: at(i + 2) })));
  }
  await tx.execute(sql`update ${stores} s set
    like_count = (select count(*) from ${storeLikes} k where k.store_id = s.id),
    follower_count = (select count(*) from ${storeFollows} f where f.store_id = s.id)
    where s.id in (select store_id from ${storeLikes} union select store_id from ${storeFollows})`);

  if (!storage) return;
  const pictured = [
    list[0],
    list[1],
    ...demoCities.map((city) => list.find((store) => store.city === city.name && !store.id.startsWith("demo-"))),
  ].filter((store) => store !== undefined);
  for (const [index, store] of pictured.entries()) {
    const shots = store.id.startsWith("demo-") ? 2 : 1;
    for (let shot = 0; shot < shots; shot++) {
      const key = `store-photos/${newId()}.jpg`;
      const colour = photoColours[(index + shot) % photoColours.length] ?? "#0f766e";
      // Wide, with the name halfway down: cards and the store's banner crop a band from the middle.
      await storage.put(key, await demoPicture(store.name.replace(/[<&>]/g, ""), colour, 1200, 600, "middle"));
      await tx.insert(storePhotos).values({ id: newId(), storeId: store.id, storageKey: key, position: shot });
    }
  }
}
