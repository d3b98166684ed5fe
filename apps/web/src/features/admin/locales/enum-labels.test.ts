import fs from "node:fs";
import path from "node:path";
import {
  adTypes,
  auditActions,
  auditTargetKinds,
  campaignStatuses,
  disputeResolutions,
  disputeStatuses,
  jobStatuses,
  markets,
  memberStatuses,
  missionCategories,
  missionTypes,
  pointHistoryTypes,
  redeemKinds,
  redeemStatuses,
  reportStatuses,
  supportTopics,
  surveyStatuses,
  userRoles,
} from "@rewards/contracts";
import { describe, expect, it } from "vitest";

type Catalog = { [key: string]: string | Catalog };

const featuresDir = path.resolve(import.meta.dirname, "../..");
const read = (feature: string, locale: string): Catalog =>
  JSON.parse(fs.readFileSync(path.join(featuresDir, feature, "locales", `${locale}.json`), "utf8"));

/** The words under `prefix` for a value; a value may hold a dot itself ('survey.create'). */
function lookUp(catalog: Catalog, prefix: string, value: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of prefix.split(".")) node = typeof node === "object" ? node[part] : undefined;
  const words = typeof node === "object" ? node[value] : undefined;
  return typeof words === "string" ? words : undefined;
}

/** Every value a screen shows by its enum, and where its words are: no raw 'SubMission' or 'indo' on screen. */
const enums: [feature: string, prefix: string, values: readonly (string | number)[]][] = [
  ["points", "types", pointHistoryTypes],
  ["admin", "entryTypes", pointHistoryTypes],
  ["admin", "redeemKinds", redeemKinds],
  ["admin", "redeemStatuses", redeemStatuses],
  ["admin", "roles", userRoles],
  ["admin", "auditActions", auditActions],
  ["admin", "auditTargets", auditTargetKinds],
  ["admin", "form.markets", markets],
  ["admin", "surveys.markets", markets],
  ["admin", "notifications.markets", markets],
  ["admin", "members.statuses", memberStatuses],
  ["admin", "surveys.statuses", surveyStatuses],
  ["admin", "notifications.statuses", campaignStatuses],
  ["admin", "missions.categories", missionCategories],
  ["admin", "missions.types", missionTypes],
  ["admin", "support.topics", supportTopics],
  ["admin", "ads.types", adTypes],
  ["admin", "jobs.disputeStatuses", disputeStatuses],
  ["admin", "jobs.reportStatuses", reportStatuses],
  ["admin", "jobs.resolutions", disputeResolutions],
  ["admin", "jobs.jobStatuses", jobStatuses],
];

describe.each(["en", "vi", "id"])("enum names in %s", (locale) => {
  it.each(enums.map(([feature, prefix, values]) => [`${feature}: ${prefix}`, feature, prefix, values] as const))(
    "%s names every value in words",
    (_, feature, prefix, values) => {
      const catalog = read(feature, locale);
      for (const value of values) {
        const words = lookUp(catalog, prefix, String(value));
        expect(words?.trim(), `${locale} ${feature} ${prefix}.${value}`).toBeTruthy();
        // English may name a value by itself when it is a plain word ('Survey'); nothing else may.
        const plainWord = locale === "en" && /^[A-Z][a-z]+$/.test(String(value));
        if (!plainWord)
          expect(words, `${locale} ${feature} ${prefix}.${value} is the raw value`).not.toBe(String(value));
      }
    },
  );
});
