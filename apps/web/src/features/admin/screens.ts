import type { ComponentType } from "react";
import type { ScreenMeta } from "../../shared/screens";

/**
 * A page of the back office, under `/admin` (no path: the console's home). The back office is a
 * tree of its own, behind the `auth` guard, whose layout, stylesheet and pages load only when a
 * staff member opens it: nothing of it is in a member's bundle. The server decides what each
 * section may do (`/api/admin/me`).
 */
export type ConsoleScreen = {
  path?: string;
  meta: Pick<ScreenMeta, "title">;
  lazy: () => Promise<{ Component: ComponentType }>;
};

/** The console's frame: its navigation by the sections the staff member may open. */
export const consoleLayout = async () => ({ Component: (await import("./layout/admin-layout")).AdminLayout });

export const consoleScreens: ConsoleScreen[] = [
  {
    meta: { title: "adminDashboard" },
    lazy: async () => ({ Component: (await import("./pages/console-home-page")).ConsoleHomePage }),
  },
  {
    path: "members",
    meta: { title: "adminMembers" },
    lazy: async () => ({ Component: (await import("./pages/members-page")).MembersPage }),
  },
  {
    path: "members/:id",
    meta: { title: "adminMember" },
    lazy: async () => ({ Component: (await import("./pages/member-page")).MemberPage }),
  },
  {
    path: "redemptions",
    meta: { title: "adminRedemptions" },
    lazy: async () => ({ Component: (await import("./pages/redemptions-page")).RedemptionsPage }),
  },
  {
    path: "surveys",
    meta: { title: "adminSurveys" },
    lazy: async () => ({ Component: (await import("./surveys/surveys-page")).SurveysPage }),
  },
  {
    path: "surveys/new",
    meta: { title: "adminNewSurvey" },
    lazy: async () => ({ Component: (await import("./surveys/survey-editor-page")).SurveyEditorPage }),
  },
  {
    path: "surveys/:id",
    meta: { title: "adminSurvey" },
    lazy: async () => ({ Component: (await import("./surveys/survey-editor-page")).SurveyEditorPage }),
  },
  {
    path: "card-stock",
    meta: { title: "adminCardStock" },
    lazy: async () => ({ Component: (await import("./card-stock/card-stock-page")).CardStockPage }),
  },
  {
    path: "support-requests",
    meta: { title: "adminSupportRequests" },
    lazy: async () => ({ Component: (await import("./support-requests/support-requests-page")).SupportRequestsPage }),
  },
  {
    path: "id-checks",
    meta: { title: "adminIdChecks" },
    lazy: async () => ({ Component: (await import("./id-checks/id-checks-page")).IdChecksPage }),
  },
  {
    path: "id-checks/:id",
    meta: { title: "adminIdCheck" },
    lazy: async () => ({ Component: (await import("./id-checks/id-check-page")).IdCheckPage }),
  },
  {
    path: "jobs",
    meta: { title: "adminJobDisputes" },
    lazy: async () => ({ Component: (await import("./jobs/disputes-page")).DisputesPage }),
  },
  {
    path: "jobs/reports",
    meta: { title: "adminJobReports" },
    lazy: async () => ({ Component: (await import("./jobs/reports-page")).ReportsPage }),
  },
  {
    path: "missions",
    meta: { title: "adminMissions" },
    lazy: async () => ({ Component: (await import("./missions/missions-page")).MissionsPage }),
  },
  {
    path: "missions/new",
    meta: { title: "adminNewMission" },
    lazy: async () => ({ Component: (await import("./missions/mission-editor-page")).MissionEditorPage }),
  },
  {
    path: "missions/:id",
    meta: { title: "adminMission" },
    lazy: async () => ({ Component: (await import("./missions/mission-editor-page")).MissionEditorPage }),
  },
  {
    path: "bingo",
    meta: { title: "adminBingo" },
    lazy: async () => ({ Component: (await import("./bingo/bingo-page")).BingoPage }),
  },
  {
    path: "bingo/new",
    meta: { title: "adminNewBingoCampaign" },
    lazy: async () => ({ Component: (await import("./bingo/new-campaign-page")).NewCampaignPage }),
  },
  {
    path: "ads",
    meta: { title: "adminAds" },
    lazy: async () => ({ Component: (await import("./ads/ads-page")).AdsPage }),
  },
  {
    path: "ads/new",
    meta: { title: "adminNewAd" },
    lazy: async () => ({ Component: (await import("./ads/ad-editor-page")).AdEditorPage }),
  },
  {
    path: "ads/:id",
    meta: { title: "adminAd" },
    lazy: async () => ({ Component: (await import("./ads/ad-editor-page")).AdEditorPage }),
  },
  {
    path: "stores",
    meta: { title: "adminStores" },
    lazy: async () => ({ Component: (await import("./stores/stores-page")).StoresPage }),
  },
  {
    path: "stores/new",
    meta: { title: "adminNewStore" },
    lazy: async () => ({ Component: (await import("./stores/store-editor-page")).StoreEditorPage }),
  },
  {
    path: "stores/:id",
    meta: { title: "adminStore" },
    lazy: async () => ({ Component: (await import("./stores/store-editor-page")).StoreEditorPage }),
  },
  {
    path: "notifications",
    meta: { title: "adminNotifications" },
    lazy: async () => ({ Component: (await import("./notifications/campaigns-page")).CampaignsPage }),
  },
  {
    path: "notifications/new",
    meta: { title: "adminNewNotification" },
    lazy: async () => ({ Component: (await import("./notifications/compose-page")).ComposePage }),
  },
  {
    path: "notifications/:id",
    meta: { title: "adminNotification" },
    lazy: async () => ({ Component: (await import("./notifications/campaign-page")).CampaignPage }),
  },
  {
    path: "audit",
    meta: { title: "adminAudit" },
    lazy: async () => ({ Component: (await import("./pages/audit-page")).AuditPage }),
  },
];
