import type { AdminSurvey } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../modules/notifications/index.js";
import {
  createAdmin,
  createMember,
  doSurvey,
  imageQuestionOf,
  publishedSurvey,
  tinyPng,
  validAnswers,
} from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { memberPage, shown, skeleton } from "../test/rendered-pages.js";
import { renderedWebDist } from "../test/rendered-web.js";

// The member's own home screens rendered by the server (server-render.ts) with the real server
// bundle, as server-render-market.test.ts does for the job and shop screens: the notifications,
// the profile, the settings, the invitations and a survey's screens, each with the member's own
// content and none of another member's; and opening them on the server changes nothing.
let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await renderedWebDist() });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const page = async (url: string, member: { token: string }) => {
  const answer = await memberPage(t, url, member);
  expect(answer.statusCode, url).toBe(200);
  return answer;
};

async function call(member: Member, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const answer = await t.app.inject({ method, url, headers: { token: member.token }, ...(payload && { payload }) });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json() as { data: Record<string, unknown> };
}

describe("the member's own home screens rendered on the server", () => {
  let ayu: Member;
  let budi: Member;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let ayuNotice: string;
  let budiNotice: string;

  beforeAll(async () => {
    ayu = await createMember(t.database.db, { name: "Ayu" });
    budi = await createMember(t.database.db, { name: "Budi" });
    admin = await createAdmin(t.database.db);
    const noticeOf = async (member: Member, points: number) => {
      await t.database.db.transaction((tx) =>
        notify(tx, member.user.id, "points_received", { cause: `render:${member.user.id}`, values: { points } }),
      );
      const list = await call(member, "GET", "/api/push_notifications?page=1&limit=20");
      return (list.data.list as { id: string }[])[0]?.id ?? "";
    };
    ayuNotice = await noticeOf(ayu, 4321);
    budiNotice = await noticeOf(budi, 8765);
  }, 60_000);

  it("renders the notifications with the member's own, and leaves the bell unseen until the browser shows them", async () => {
    const mine = await page("/home/notification", ayu);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(shown(mine.body)).toContain('data-testid="notification-list"');
    expect(shown(mine.body)).toContain(`/home/notification/${ayuNotice}?path=home`);
    expect(mine.body).not.toContain(budiNotice);
    // The bell's dot is drawn from the settings, with the page.
    expect(shown(mine.body)).toContain('data-testid="unseen-dot"');
    const theirs = await page("/home/notification", budi);
    expect(shown(theirs.body)).toContain(`/home/notification/${budiNotice}?path=home`);
    expect(theirs.body).not.toContain(ayuNotice);
    // Rendering the list did not mark the bell seen: the browser does, once it shows the list.
    expect((await call(ayu, "GET", "/api/setting")).data.notiSeen).toBe(false);
  });

  it("renders a notification without marking it read, and none of another member's", async () => {
    const mine = await page(`/home/notification/${ayuNotice}?path=home`, ayu);
    expect(shown(mine.body)).toContain('data-testid="notification-detail"');
    expect(shown(mine.body)).toContain("You received points");
    expect(shown(mine.body)).toMatch(/4[,.]321 points/);
    const list = await call(ayu, "GET", "/api/push_notifications?page=1&limit=20");
    expect((list.data.list as { id: string; read: boolean }[]).find((item) => item.id === ayuNotice)?.read).toBe(false);
    // Another member's notification is as absent as a missing one: the app says so.
    const theirs = await page(`/home/notification/${budiNotice}`, ayu);
    expect(theirs.body).toContain(skeleton);
    expect(theirs.body).not.toMatch(/8[,.]765/);
  });

  it("renders the profile and the settings with the member's own values", async () => {
    const profile = await page("/home/profile", ayu);
    expect(shown(profile.body)).toContain("Ayu");
    expect(shown(profile.body)).toContain(ayu.user.email);
    expect(profile.body).not.toContain(budi.user.email);
    // The layout's level and balance come with the page.
    expect(shown(profile.body)).toContain('data-testid="header-level"');
    expect(shown(profile.body)).toContain('data-testid="header-balance"');

    await call(budi, "POST", "/api/setting/set_noti_mail", { mail_setting: "never" });
    const checkedMail = (body: string) =>
      /role="radio"[^>]*aria-checked="true"[^>]*value="([a-z_]+)"/.exec(shown(body))?.[1];
    const ayuSettings = await page("/home/setting", ayu);
    expect(shown(ayuSettings.body)).toContain('role="switch"');
    expect(checkedMail(ayuSettings.body)).toBe("instant");
    const budiSettings = await page("/home/setting", budi);
    expect(checkedMail(budiSettings.body)).toBe("never");
  });

  it("renders the invitations with the member's own code, the link waiting for the browser", async () => {
    const ayuCode = String((await call(ayu, "GET", "/api/invitations")).data.code);
    const budiCode = String((await call(budi, "GET", "/api/invitations")).data.code);
    const mine = await page("/home/invite", ayu);
    expect(shown(mine.body)).toContain(`data-testid="invite-code">${ayuCode}<`);
    expect(shown(mine.body)).toMatch(/data-testid="invite-link"><\/p>/);
    expect(shown(mine.body)).toContain('data-testid="invite-invited"');
    expect(mine.body).not.toContain(budiCode);
  });

  describe("a survey's screens", () => {
    let survey: AdminSurvey;
    let open: AdminSurvey;

    beforeAll(async () => {
      survey = await publishedSurvey(t.app, admin.token, { title: { en: "Breakfast habits", vi: "Breakfast habits" } });
      open = await publishedSurvey(t.app, admin.token, { title: { en: "Evening walks", vi: "Evening walks" } });
      const answer = async (member: Member, text: string) => {
        const sent = await doSurvey(
          t.app,
          member.token,
          { survey_id: survey.id, answers: validAnswers(survey, { 2: { text } }) },
          [{ questionId: imageQuestionOf(survey), data: await tinyPng() }],
        );
        expect(sent.statusCode, sent.body).toBe(200);
      };
      await answer(ayu, "Kopi tubruk every morning");
      await answer(budi, "Teh manis before work");
    }, 60_000);

    it("renders the member's own result, and leaves one they did not answer to the app", async () => {
      const mine = await page(`/home/survey/${survey.id}/result`, ayu);
      expect(shown(mine.body)).toContain("Breakfast habits");
      expect(shown(mine.body)).toContain("Kopi tubruk every morning");
      expect(mine.body).not.toContain("Teh manis");
      const theirs = await page(`/home/survey/${survey.id}/result`, budi);
      expect(shown(theirs.body)).toContain("Teh manis before work");
      expect(theirs.body).not.toContain("Kopi tubruk");
      const unanswered = await page(`/home/survey/${open.id}/result`, ayu);
      expect(unanswered.body).toContain(skeleton);
    });

    it("renders the summary once the results are announced, and leaves the notice before to the app", async () => {
      expect((await page(`/home/survey/${survey.id}/view-pr`, ayu)).body).toContain(skeleton);
      const announced = await t.app.inject({
        method: "POST",
        url: `/api/admin/surveys/${survey.id}/announce_results`,
        headers: { token: admin.token },
      });
      expect(announced.statusCode, announced.body).toBe(200);
      const summary = await page(`/home/survey/${survey.id}/view-pr`, ayu);
      expect(shown(summary.body)).toContain("Breakfast habits");
      expect(shown(summary.body)).toMatch(/2 (responses|answers)/);
      // Counts only: no member's own words.
      expect(summary.body).not.toContain("Kopi tubruk");
    });

    it("renders a survey to answer at the step its address names, without answering anything", async () => {
      const answering = await page(`/home/survey/${open.id}?current=3&total=${open.questions.length}`, ayu);
      expect(shown(answering.body)).toContain("Evening walks");
      // The third question, the free text one (test-support.ts's `everyKindDefinition`).
      expect(shown(answering.body)).toContain("Why?");
      expect(shown(answering.body)).toContain("<textarea");
      expect(shown(answering.body)).not.toContain("What do you drink?");
      // The header names the step; the bottom bar is gone while answering.
      expect(shown(answering.body)).toContain(`3 of ${open.questions.length}`);
      // One the member already answered: refused by the app, which says why.
      expect((await page(`/home/survey/${survey.id}`, ayu)).body).toContain(skeleton);
      const list = await call(ayu, "GET", "/api/v1/list_surveys?tab=all&limit=20&page=1");
      expect(JSON.stringify(list)).toContain("Evening walks");
    });
  });
});
