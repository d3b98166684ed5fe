import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = { method?: "GET" | "PUT" | "POST"; url: string; token: string; payload?: object };
const call = ({ method = "GET", url, token, payload }: Call) =>
  t.app.inject({ method, url: `/api/job/${url}`, headers: { token }, ...(payload && { payload }) });

type Card = { id: string; title: string; distance: number | null };
async function search(token: string, query: string): Promise<Card[]> {
  const answer = await call({ url: `worker/jobs?${query}`, token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe("the worker's job search", () => {
  it("matches keywords without accents, forgives a typo, and orders near-me jobs by distance", async () => {
    const client = await createSignedInUser(t.database.db);
    await call({ method: "PUT", url: "client/clients/1", token: client.token, payload: { name: "Quán Ngon" } });
    const worker = await createSignedInUser(t.database.db);
    const post = async (payload: object) => {
      const posted = await call({
        method: "POST",
        url: "client/jobs",
        token: client.token,
        payload: { job_type: "online", fee: 20_000, publish: true, ...payload },
      });
      expect(posted.statusCode, posted.body).toBe(200);
      return posted.json().data.id as string;
    };
    const pho = await post({ title: "Chụp ảnh món Phở bò", description: "Ảnh cho thực đơn" });
    const kopi = await post({ title: "Promosikan Kopi Susu Gula Aren", description: "Video pendek" });
    await post({ title: "Translate a menu", description: "English to Japanese" });

    const ids = (cards: Card[]) => cards.map((card) => card.id);
    expect(ids(await search(worker.token, "keyword=pho"))).toEqual([pho]);
    expect(ids(await search(worker.token, "keyword=PHO%20BO"))).toEqual([pho]);
    expect(ids(await search(worker.token, "keyword=kopi%20susu"))).toEqual([kopi]);
    // One letter wrong: no job contains 'kopi suso', so the typo-tolerant match answers.
    expect(ids(await search(worker.token, "keyword=kopi%20suso"))).toEqual([kopi]);
    expect(ids(await search(worker.token, "keyword=thuc%20don"))).toEqual([pho]);
    // Every word must match, within a typo: a word found nowhere leaves the job out.
    expect(await search(worker.token, "keyword=kopi%20suso%20zzzqqq")).toEqual([]);
    expect(await search(worker.token, "keyword=zzzqqq")).toEqual([]);
    // LIKE's wildcards are the worker's letters, not patterns.
    expect(await search(worker.token, "keyword=%25")).toEqual([]);

    // Near me: onsite jobs in Jakarta, within 10 km of the Monas, nearest first; Bandung is too far.
    const far = await post({ job_type: "onsite", title: "Bandung shoot", lat: -6.9175, lng: 107.6191 });
    const second = await post({ job_type: "onsite", title: "Kemang flyers", lat: -6.2607, lng: 106.8137 });
    const first = await post({ job_type: "onsite", title: "Menteng flyers", lat: -6.1955, lng: 106.8324 });
    await post({ job_type: "onsite", title: "Somewhere flyers" });
    const near = await search(worker.token, "job_type=onsite&lat=-6.1754&long=106.8272&distance=10000");
    expect(ids(near)).toEqual([first, second]);
    expect(near[0]?.distance).toBeGreaterThan(2000);
    expect(near[0]?.distance).toBeLessThan(3000);
    expect(near[1]?.distance).toBeGreaterThan(9000);
    const everywhere = await search(worker.token, "job_type=onsite&lat=-6.1754&long=106.8272");
    expect(ids(everywhere)).toContain(far);
    expect(ids(everywhere)).toHaveLength(4);
    // A keyword and a place together.
    expect(
      ids(await search(worker.token, "job_type=onsite&keyword=flyer&lat=-6.1754&long=106.8272&distance=10000")),
    ).toEqual([first, second]);
  });
});
