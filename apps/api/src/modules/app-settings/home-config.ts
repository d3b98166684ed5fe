import { type HomeConfigData, homeSections, type Market } from "@rewards/contracts";
import type { DbOrTx } from "../../db/client.js";
import { readSetting } from "./service.js";

/**
 * The `home_config` setting as one member's home uses it: their market's sections in order, and
 * the ones left out. `GET home` carries it so the page lays itself out from one call;
 * `GET setting/home_config` answers the same for clients that ask for it alone.
 */
export async function homeConfigOf(db: DbOrTx, member: { market: string }): Promise<HomeConfigData> {
  const country: Market = member.market === "vi" ? "vi" : "indo";
  const sections = (await readSetting(db, "home_config"))[country];
  const hidden = homeSections.filter((section) => !sections.includes(section));
  return { country, sections, hidden };
}
