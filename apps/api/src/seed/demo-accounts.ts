import type { UserRole } from "../modules/users/index.js";

/** The password of every demo account (README, "Demo accounts"). */
export const demoPassword = "demo-pass-2026";

type DemoAccount = { email: string; roles: UserRole[]; name: string; lastName: string };

/** The first demo set: one account per role. The second set completes their profiles. */
export const demoAccounts: DemoAccount[] = [
  { email: "member@example.com", roles: ["member"], name: "Maya", lastName: "Member" },
  { email: "worker@example.com", roles: ["member", "worker"], name: "Wira", lastName: "Worker" },
  { email: "client@example.com", roles: ["member", "client"], name: "Citra", lastName: "Client" },
  { email: "staff@example.com", roles: ["member", "shop_staff"], name: "Sari", lastName: "Staff" },
  { email: "admin@example.com", roles: ["member", "admin"], name: "Adi", lastName: "Admin" },
];

/** A complete member: birthday and a confirmed phone, whose country code sets the language unless one was chosen. */
export type DemoProfile = {
  birthDay: string;
  countryCode: string;
  phoneNumber: string;
  locale: string;
  /** The member picked the language: their Indonesian phone does not make them Indonesian. */
  localeChosen?: boolean;
  market: string;
};

export const demoProfiles: Record<string, DemoProfile> = {
  "member@example.com": {
    birthDay: "1995-04-12",
    countryCode: "+62",
    phoneNumber: "81200000001",
    locale: "id",
    market: "indo",
  },
  "worker@example.com": {
    birthDay: "1992-08-30",
    countryCode: "+62",
    phoneNumber: "81200000002",
    locale: "id",
    market: "indo",
  },
  "client@example.com": {
    birthDay: "1988-01-05",
    countryCode: "+84",
    phoneNumber: "901000003",
    locale: "vi",
    market: "vi",
  },
  "staff@example.com": {
    birthDay: "1990-11-20",
    countryCode: "+84",
    phoneNumber: "901000004",
    locale: "vi",
    market: "vi",
  },
  "admin@example.com": {
    birthDay: "1985-06-15",
    countryCode: "+81",
    phoneNumber: "9000000005",
    locale: "en",
    market: "indo",
  },
};

/** Members stopped at each step of signing up, so every account screen can be seen. */
export const demoStageAccounts = [
  { email: "unverified@example.com", stage: "email not confirmed" },
  { email: "verified@example.com", stage: "email confirmed, no profile yet" },
  { email: "phone@example.com", stage: "profile done, phone not confirmed" },
] as const;

/** The back office's other two roles (admin@example.com is the third), complete members too. */
export const demoStaffAccounts: (DemoAccount & DemoProfile)[] = [
  {
    email: "author@example.com",
    roles: ["member", "author"],
    name: "Ayu",
    lastName: "Author",
    birthDay: "1991-03-08",
    countryCode: "+62",
    phoneNumber: "81200000006",
    locale: "en",
    localeChosen: true,
    market: "indo",
  },
  {
    email: "support@example.com",
    roles: ["member", "support"],
    name: "Son",
    lastName: "Support",
    birthDay: "1993-09-21",
    countryCode: "+84",
    phoneNumber: "901000007",
    locale: "vi",
    market: "vi",
  },
];
