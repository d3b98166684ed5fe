import { type PointHistoryItem, pointHistoryTypes } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import id from "../locales/id.json";
import vi from "../locales/vi.json";
import { groupByDay, historyLabelKey, historySourceName, mergeDayGroups, nextPageOf } from "./history";

function entry(changes: Partial<PointHistoryItem> = {}): PointHistoryItem {
  return {
    id: "e1",
    point: 100,
    history_type: "Survey",
    cause_kind: "survey",
    balance_after: 100,
    note: null,
    created_at: "2026-11-21T03:00:00.000Z",
    date_key: "2026-11-21",
    redeem_status: null,
    ...changes,
  };
}

describe("a history entry's label", () => {
  it("has English copy for each of the twelve types and the two special cases", () => {
    const keys = [...pointHistoryTypes, "expired", "returned"];
    for (const key of keys) expect(en.types[key as keyof typeof en.types], key).toBeTruthy();
    expect(en.types.Campaign).toBe("Bingo");
    expect(en.types.PointCard).toBe("Cash out");
  });

  it("names a store's check-in as one, by its store: 'Shop check-in: Rewards Store Jakarta'", () => {
    const paid = entry({ cause_kind: "shop_check_in", history_type: "UserEventReward", note: "Rewards Store Jakarta" });
    expect(historySourceName(paid)).toBe("Rewards Store Jakarta");
    const type = en.types[historyLabelKey(paid) as keyof typeof en.types];
    expect(en.types.named.replace("{{type}}", type).replace("{{source}}", "Rewards Store Jakarta")).toBe(
      "Shop check-in: Rewards Store Jakarta",
    );
    // An event reward of another cause keeps its type's label.
    expect(historyLabelKey(entry({ cause_kind: "event", history_type: "UserEventReward" }))).toBe("UserEventReward");
  });

  it("names a survey's entry by the survey's title: 'Survey: Weekend in Bandung'", () => {
    const paid = entry({ note: "Weekend in Bandung" });
    expect(historySourceName(paid)).toBe("Weekend in Bandung");
    const type = en.types[historyLabelKey(paid) as keyof typeof en.types];
    expect(en.types.named.replace("{{type}}", type).replace("{{source}}", "Weekend in Bandung")).toBe(
      "Survey: Weekend in Bandung",
    );
    for (const catalog of [vi, id]) expect(catalog.types.named).toContain("{{source}}");
    // Other notes (a grant's reason) stay notes.
    expect(
      historySourceName(entry({ cause_kind: "admin_grant", history_type: "SettingPoint", note: "Sorry" })),
    ).toBeNull();
    expect(historySourceName(entry())).toBeNull();
  });

  it("is the history type for earnings and redemptions", () => {
    expect(historyLabelKey(entry({ history_type: "Campaign" }))).toBe("Campaign");
    expect(historyLabelKey(entry({ history_type: "Withdraw", point: -1000, cause_kind: "redeem_request" }))).toBe(
      "Withdraw",
    );
  });

  it("says the points expired for an expiry, whatever its type", () => {
    expect(historyLabelKey(entry({ history_type: "SettingPoint", point: -500, cause_kind: "expiry" }))).toBe("expired");
  });

  it("says the points came back for a rejected redemption's credit", () => {
    expect(historyLabelKey(entry({ history_type: "PhoneCard", point: 1000, cause_kind: "redeem_request" }))).toBe(
      "returned",
    );
    expect(historyLabelKey(entry({ history_type: "SettingPointUser", point: 1000 }))).toBe("SettingPointUser");
  });
});

describe("days of a history", () => {
  it("join a day that straddles two pages into one group", () => {
    const groups = mergeDayGroups([
      [
        { date_key: "2026-11-21", histories: [entry({ id: "a" })] },
        { date_key: "2026-11-20", histories: [entry({ id: "b" })] },
      ],
      [
        { date_key: "2026-11-20", histories: [entry({ id: "c" })] },
        { date_key: "2026-11-18", histories: [entry({ id: "d" })] },
      ],
    ]);
    expect(groups.map((group) => [group.date_key, group.histories.map((item) => item.id)])).toEqual([
      ["2026-11-21", ["a"]],
      ["2026-11-20", ["b", "c"]],
      ["2026-11-18", ["d"]],
    ]);
  });

  it("leave the pages they came from untouched", () => {
    const page = [{ date_key: "2026-11-20", histories: [entry({ id: "b" })] }];
    mergeDayGroups([page, [{ date_key: "2026-11-20", histories: [entry({ id: "c" })] }]]);
    expect(page[0]?.histories).toHaveLength(1);
  });

  it("group a flat list by day, keeping its order", () => {
    const groups = groupByDay([
      entry({ id: "a", date_key: "2026-11-21" }),
      entry({ id: "b", date_key: "2026-11-21" }),
      entry({ id: "c", date_key: "2026-10-02" }),
    ]);
    expect(groups.map((group) => [group.date_key, group.histories.length])).toEqual([
      ["2026-11-21", 2],
      ["2026-10-02", 1],
    ]);
  });
});

describe("the next page", () => {
  it("follows until the last page, and there is none after it", () => {
    expect(nextPageOf({ page: 1, total_pages: 3 })).toBe(2);
    expect(nextPageOf({ page: 3, total_pages: 3 })).toBeUndefined();
    expect(nextPageOf({ page: 1, total_pages: 0 })).toBeUndefined();
  });
});
