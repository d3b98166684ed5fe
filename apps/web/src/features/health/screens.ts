import type { Screen } from "../../shared/screens";

/** The service status page: live data, so neither prerendered nor rendered on the server. */
export const screens: Screen[] = [
  {
    path: "/health-check",
    layout: "public",
    meta: { title: "healthCheck" },
    lazy: async () => ({ Component: (await import("./health-check-page")).HealthCheckPage }),
  },
];
