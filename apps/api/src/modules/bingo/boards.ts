import { type Board, boardFromSeed } from "@rewards/contracts";
import type { BingoCampaignRow } from "./tables.js";

/**
 * A member's board, dealt from the campaign's seed and their id: the same every time, so showing
 * it before the first summon changes nothing, and anyone with the revealed seed can deal it again.
 */
export function boardOf(campaign: BingoCampaignRow, userId: string): Promise<Board> {
  return boardFromSeed(campaign.serverSeed, userId, campaign.perColumn);
}
