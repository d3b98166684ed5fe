import {
  adminMemberAnswer,
  adminMemberEntriesAnswer,
  adminMembersAnswer,
  adminMembersQuery,
  memberEntriesQuery,
  memberEntryPageSize,
  memberParams,
  memberRolesRequest,
  memberSessionsAnswer,
  memberSuspensionRequest,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../http/reply.js";
import { staffOf } from "../../http/require-role.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { memberEntries, memberProfile, memberSessions } from "./profile.js";
import { setRoles } from "./roles.js";
import { searchMembers } from "./search.js";
import { setSuspension } from "./suspension.js";

const tags = ["back office"];
const members = { config: { permission: "members" as const } };

/** Back office, under `/api/admin`: find members, see their account, points and sessions, suspend them. */
export const memberAdminRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get(
    "/members",
    {
      ...members,
      schema: {
        tags,
        summary: "Members by a part of their email, name or phone, or by id; filtered, sorted, paged",
        querystring: adminMembersQuery,
        response: { 200: adminMembersAnswer },
      },
    },
    async (request) => {
      const { members: found, total } = await searchMembers(db, request.query);
      return paged(found, { page: request.query.page, limit: request.query.limit, total });
    },
  );

  app.get(
    "/members/:id",
    { ...members, schema: { tags, params: memberParams, response: { 200: adminMemberAnswer } } },
    async (request) => ok(await memberProfile(db, request.params.id)),
  );

  app.get(
    "/members/:id/point_entries",
    {
      ...members,
      schema: {
        tags,
        params: memberParams,
        querystring: memberEntriesQuery,
        response: { 200: adminMemberEntriesAnswer },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { entries, total } = await memberEntries(db, request.params.id, page, memberEntryPageSize);
      return paged(entries, { page, limit: memberEntryPageSize, total });
    },
  );

  app.get(
    "/members/:id/sessions",
    { ...members, schema: { tags, params: memberParams, response: { 200: memberSessionsAnswer } } },
    async (request) => ok(await memberSessions(db, request.params.id)),
  );

  for (const action of ["suspend", "unsuspend"] as const) {
    app.post(
      `/members/:id/${action}`,
      {
        ...members,
        schema: {
          tags,
          summary:
            action === "suspend"
              ? "Suspend an account with a reason: its sessions end and it cannot sign in"
              : "Lift a suspension, with a reason",
          params: memberParams,
          body: memberSuspensionRequest,
          response: { 200: adminMemberAnswer },
        },
      },
      async (request) => {
        const staff = await staffOf(request);
        const input = { memberId: request.params.id, suspend: action === "suspend", reason: request.body.reason };
        return ok(await setSuspension(db, staff, input));
      },
    );
  }

  app.put(
    "/members/:id/roles",
    {
      config: { permission: "roles" },
      schema: { tags, params: memberParams, body: memberRolesRequest, response: { 200: adminMemberAnswer } },
    },
    async (request) => {
      const staff = await staffOf(request);
      return ok(await setRoles(db, staff, request.params.id, request.body.roles));
    },
  );
};
