import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";

export type CatalogRoute = { method: string; url: string; schema: FastifySchema | undefined };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route as it was declared, for the checks that hold for all of them (request-schemas.test.ts). */
    routeCatalog: CatalogRoute[];
  }
}

export function recordRoutes(app: FastifyInstance): void {
  const routes: CatalogRoute[] = [];
  app.decorate("routeCatalog", routes);
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
}
