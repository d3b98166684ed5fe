import type { UserRole } from "../modules/users/index.js";

/** The password of every demo account (README, "Demo accounts"). */
export const demoPassword = "demo-pass-2026";

export const demoAccounts: { email: string; roles: UserRole[]; name: string; lastName: string }[] = [
  { email: "member@example.com", roles: ["member"], name: "Maya", lastName: "Member" },
  { email: "worker@example.com", roles: ["member", "worker"], name: "Wira", lastName: "Worker" },
  { email: "client@example.com", roles: ["member", "client"], name: "Citra", lastName: "Client" },
  { email: "staff@example.com", roles: ["member", "shop_staff"], name: "Sari", lastName: "Staff" },
  { email: "admin@example.com", roles: ["member", "admin"], name: "Adi", lastName: "Admin" },
];
