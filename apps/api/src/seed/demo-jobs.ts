import sharp from "sharp";
import type { Tx } from "../db/client.js";
import { readTogether } from "../db/reads.js";
import type { FileStorage } from "../lib/file-storage.js";
import { newId } from "../lib/ids.js";
import { recordActivity } from "../modules/activity/index.js";
import {
  jobPortfolioImages,
  jobPortfolioItems,
  jobProfiles,
  jobReviews,
  jobVerificationDocuments,
  jobVerifications,
  jobWorkerAchievements,
  jobWorkerSkills,
  jobWorkerSocials,
} from "../modules/job-profiles/tables.js";
import { findLiveUserByEmail } from "../modules/users/index.js";

/**
 * The job marketplace's demo: the demo worker with a complete, verified profile (skills, socials,
 * achievements, a portfolio with images, reviews), the demo client as a company with reviews of its
 * own, and the demo member left without a profile to try the flash-profile guard.
 */

/**
 * A picture for the demo: a coloured card with a title, drawn here rather than shipped. `middle`
 * sets the title halfway down, for pictures shown cropped to a band (a store's cards and banner).
 */
export function demoPicture(
  title: string,
  background: string,
  width = 960,
  height = 640,
  titleAt: "bottom" | "middle" = "bottom",
): Promise<Buffer> {
  const titleY = titleAt === "middle" ? height / 2 + 20 : height - 64;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.2}" fill="#ffffff" fill-opacity="0.25"/>
    <text x="48" y="${titleY}" font-family="sans-serif" font-size="56" fill="#ffffff">${title}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const portfolio = [
  {
    title: "Kopi Senja logo",
    description: "A logo and cup sleeve for a coffee shop in Bandung, from sketch to print.",
    images: [
      ["Kopi Senja", "#8d5524"],
      ["Cup sleeve", "#c68642"],
    ],
  },
  {
    title: "Batik market posters",
    description: "A series of Instagram posts and a poster for a weekend batik market.",
    images: [
      ["Batik market", "#1e3a8a"],
      ["Weekend poster", "#0f766e"],
    ],
  },
] as const;

export async function loadDemoJobs(tx: Tx, storage: FileStorage | null): Promise<void> {
  const [worker, client, member, admin] = await readTogether(
    tx,
    ["worker@example.com", "client@example.com", "member@example.com", "admin@example.com"].map(
      (email) => () => findLiveUserByEmail(tx, email),
    ),
  );
  if (!worker || !client || !member || !admin) return;

  const workerProfileId = newId();
  await tx.insert(jobProfiles).values({
    id: workerProfileId,
    userId: worker.id,
    userType: 0,
    profileType: "flashjob",
    name: "Wira Worker",
    hourlyPayCents: 7_500,
    catchPhrase: "Logos and posters that shops remember",
    description:
      "Graphic designer in Bandung with six years of work for cafes, markets and small brands. I answer within a day.",
    languageCodes: ["id", "en"],
    address: "Bandung, Jawa Barat",
    lat: -6.9175,
    lng: 107.6191,
    experienceYears: 6,
    idVerified: true,
    rank: 4,
    businessCard: {
      theme: "modern",
      accent: "orange",
      fields: ["avatar", "catch_phrase", "rate", "skills", "qr_code"],
    },
  });
  await tx.insert(jobWorkerSkills).values([
    {
      id: newId(),
      profileId: workerProfileId,
      position: 0,
      name: "Logo design",
      experienceYears: 6,
      level: "expert",
      categoryId: "design-logo",
    },
    {
      id: newId(),
      profileId: workerProfileId,
      position: 1,
      name: "Social media graphics",
      experienceYears: 4,
      level: "expert",
      categoryId: "design-social",
    },
    {
      id: newId(),
      profileId: workerProfileId,
      position: 2,
      name: "Translation (id-en)",
      experienceYears: 2,
      level: "intermediate",
      categoryId: "writing-translation",
    },
  ]);
  await tx.insert(jobWorkerSocials).values([
    {
      id: newId(),
      profileId: workerProfileId,
      position: 0,
      type: "instagram",
      channelUrl: "https://instagram.com/wira.design",
      username: "wira.design",
      followers: 12_400,
    },
    {
      id: newId(),
      profileId: workerProfileId,
      position: 1,
      type: "tiktok",
      channelUrl: "https://tiktok.com/@wiradesign",
      username: "@wiradesign",
      followers: 3_100,
    },
  ]);
  await tx.insert(jobWorkerAchievements).values([
    {
      id: newId(),
      profileId: workerProfileId,
      position: 0,
      title: "Bandung Creative Award 2024",
      detail: "Best small-brand identity.",
    },
    {
      id: newId(),
      profileId: workerProfileId,
      position: 1,
      title: "120 jobs delivered",
      detail: "On time, on the marketplace and off it.",
    },
  ]);

  const clientProfileId = newId();
  await tx.insert(jobProfiles).values({
    id: clientProfileId,
    userId: client.id,
    userType: 1,
    profileType: "flashjob",
    name: "Citra Client",
    accountType: "company",
    companyName: "Citra Kopi",
    companyEmployees: 12,
    companyAddress: "Quận 1, Hồ Chí Minh",
    companyWebsite: "https://citrakopi.example.com",
    catchPhrase: "Coffee shops that hire designers and event staff",
    description: "We hire for logos, menus, social posts and weekend event staff.",
    languageCodes: ["vi", "en"],
    address: "Hồ Chí Minh",
    lat: 10.7769,
    lng: 106.7009,
  });

  const day = 24 * 60 * 60 * 1000;
  await tx.insert(jobReviews).values([
    {
      id: newId(),
      profileId: workerProfileId,
      reviewerUserId: client.id,
      rating: 5,
      content: "Fast, clear and the logo is perfect.",
      createdAt: new Date(Date.now() - 20 * day),
    },
    {
      id: newId(),
      profileId: workerProfileId,
      reviewerUserId: member.id,
      rating: 4,
      content: "Lovely posters; one round of changes.",
      createdAt: new Date(Date.now() - 9 * day),
    },
    {
      id: newId(),
      profileId: workerProfileId,
      reviewerUserId: admin.id,
      rating: 5,
      content: "Would hire again.",
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      id: newId(),
      profileId: clientProfileId,
      reviewerUserId: worker.id,
      rating: 5,
      content: "Clear brief and paid on time.",
      createdAt: new Date(Date.now() - 19 * day),
    },
    {
      id: newId(),
      profileId: clientProfileId,
      reviewerUserId: member.id,
      rating: 4,
      content: "Friendly team, good event.",
      createdAt: new Date(Date.now() - 5 * day),
    },
  ]);

  await recordActivity(tx, {
    userId: worker.id,
    kind: "worker_profile_created",
    cause: workerProfileId,
    detail: { profile_type: "flashjob" },
  });
  // Without a store (tools that load the data only), the files are left out and the rest stays.
  if (!storage) return;

  for (const [index, item] of portfolio.entries()) {
    const itemId = newId();
    await tx.insert(jobPortfolioItems).values({
      id: itemId,
      profileId: workerProfileId,
      title: item.title,
      description: item.description,
      imageCount: item.images.length,
      createdAt: new Date(Date.now() - (30 - index) * day),
    });
    for (const [title, colour] of item.images) {
      const key = `portfolio/${newId()}.jpg`;
      await storage.put(key, await demoPicture(title, colour));
      await tx.insert(jobPortfolioImages).values({ id: newId(), itemId, storageKey: key });
    }
  }

  const verificationId = newId();
  await tx.insert(jobVerifications).values({
    id: verificationId,
    profileId: workerProfileId,
    state: "approved",
    submittedAt: new Date(Date.now() - 12 * day),
    decidedAt: new Date(Date.now() - 10 * day),
    decidedBy: admin.id,
  });
  for (const kind of ["front", "back", "date_of_birth", "address"] as const) {
    const key = `id-documents/${newId()}.jpg`;
    await storage.put(key, await demoPicture(`Demo ID: ${kind}`, "#475569", 856, 540));
    await tx.insert(jobVerificationDocuments).values({ verificationId, kind, storageKey: key });
  }
  await recordActivity(tx, { userId: worker.id, kind: "worker_verified", cause: verificationId });
}
