import { type BingoSummonData, bingoMessages, errorCodes } from "@rewards/contracts";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { campaignStateOf, currentCampaign, type Member, type Moment } from "./state.js";
import { type Summoned, summonOnce } from "./summon.js";

export const noCampaign = () => new AppError(404, errorCodes.notFound, bingoMessages.noCampaign);

export async function withState(tx: Tx, member: Member, moment: Moment, summoned: Summoned): Promise<BingoSummonData> {
  return {
    ...(await campaignStateOf(tx, member, moment)),
    monster: summoned.monster,
    on_board: summoned.onBoard,
    new_prizes: summoned.newPrizes,
  };
}

/** `POST bingo/summon`: today's monster on the weekly board, once per member's day. */
export async function summonToday(tx: Tx, member: Member, moment: Moment): Promise<BingoSummonData> {
  const campaign = await currentCampaign(tx, member, moment);
  if (!campaign) throw noCampaign();
  const day = moment.day;
  const summoned = await summonOnce(tx, campaign, {
    userId: member.id,
    key: `day:${day}`,
    source: "daily",
    day,
    timeZone: moment.timeZone,
  });
  if (!summoned) throw new AppError(409, errorCodes.alreadyExists, bingoMessages.alreadySummoned);
  return withState(tx, member, moment, summoned);
}
