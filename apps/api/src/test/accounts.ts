import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../db/client.js";
import { mailboxMessages } from "../modules/messaging/index.js";

export const goodPassword = "correct horse battery";

let nextAddress = 1;
/** A fresh client address per caller, so one test's rate limits never reach another's. */
export function freshIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export function uniqueEmail(prefix = "member"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The six-digit code in the newest message to an address (the dev mailbox). */
export async function latestCode(db: Db, recipient: string): Promise<string> {
  // Notification emails (they link into the app) may arrive between a code and its reading.
  const message = (await mailboxMessages(db, recipient, 20)).find((each) => !each.body.includes("/home/"));
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A well-formed code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: object; token?: string; ip?: string };

/** A JSON call as a native client makes it: the session in the `token` header. */
export function call(app: FastifyInstance, { method, url, payload, token, ip }: Call): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { token } : {},
    remoteAddress: ip ?? "10.255.255.1",
  });
}

/** Signs up through the API (with an invite code when given) and returns the token and email. */
export async function signUpThroughApi(
  app: FastifyInstance,
  email = uniqueEmail(),
  ip = freshIp(),
  inviteCode?: string,
) {
  const response = await call(app, {
    method: "POST",
    url: "/users",
    ip,
    payload: {
      user: {
        email,
        password: goodPassword,
        password_confirmation: goodPassword,
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, token: response.json().auth_token as string, userId: response.json().data.user_id as string };
}

/**
 * A member taken through every step: email confirmed, profile completed, phone confirmed; signed
 * up with `inviteCode` and signed in again from `deviceId` before confirming the phone, when given.
 */
export async function completeMemberThroughApi(
  app: FastifyInstance,
  db: Db,
  phoneNumber: string,
  { inviteCode, deviceId }: { inviteCode?: string; deviceId?: string } = {},
) {
  const member = await signUpThroughApi(app, uniqueEmail(), freshIp(), inviteCode);
  if (deviceId) member.token = await signInThroughApi(app, member.email, deviceId);
  const ip = freshIp();
  const mailCode = await latestCode(db, member.email);
  expect(
    (
      await call(app, {
        method: "POST",
        url: "/profile/mail_confirm",
        token: member.token,
        ip,
        payload: { code: mailCode },
      })
    ).statusCode,
  ).toBe(200);
  const profile = {
    name: "Ayu",
    last_name: "Lestari",
    birth_day: "1996-03-04",
    country_code: "+62",
    phone_number: phoneNumber,
  };
  expect(
    (await call(app, { method: "PUT", url: "/profile", token: member.token, ip, payload: { user_profile: profile } }))
      .statusCode,
  ).toBe(200);
  const smsCode = await latestCode(db, `+62${phoneNumber}`);
  const confirmed = await call(app, {
    method: "POST",
    url: "/profile/phone_confirm",
    token: member.token,
    ip,
    payload: { phone_token: smsCode },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return member;
}

/** Signs in with the password (from `deviceId` when given) and returns the new session's token. */
export async function signInThroughApi(app: FastifyInstance, email: string, deviceId?: string): Promise<string> {
  const response = await call(app, {
    method: "POST",
    url: "/users/sign_in",
    ip: freshIp(),
    payload: { user: { email, password: goodPassword, ...(deviceId ? { device_id: deviceId } : {}) } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.auth_token as string;
}
