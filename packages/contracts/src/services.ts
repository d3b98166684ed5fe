// Kept free of zod: the web app reads the bases on every page, and zod loads only with the
// screens that parse answers.

/** The back ends the spec names; each answers `GET health_checkes` under its own base. */
export const serviceNames = ["main", "job", "shop", "chat", "admin"] as const;
export type ServiceName = (typeof serviceNames)[number];

export const serviceBases: Record<ServiceName, string> = {
  main: "/api",
  job: "/api/job",
  shop: "/api/shop",
  chat: "/api/chat",
  admin: "/api/admin",
};

/** What a service needs to answer: each is checked on every health call. */
export const dependencyNames = ["database", "redis", "job_queue", "object_store"] as const;
export type DependencyName = (typeof dependencyNames)[number];
