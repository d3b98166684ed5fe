import { type BingoAdTicket, type BingoSummonData, bingoMessages, errorCodes } from "@rewards/contracts";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { readSetting } from "../app-settings/index.js";
import { noCampaign, withState } from "./service.js";
import { campaignStateOf, currentCampaign, type Member, type Moment } from "./state.js";
import { summonOnce } from "./summon.js";
import { bingoAdTickets } from "./tables.js";

/**
 * A rewarded-video network. `video` says what the member watches for a ticket; a network that
 * confirms views server to server verifies its callback with `verifyCallback`, which returns the
 * ticket it vouches for (or null for a forged or unknown call).
 */
export type AdNetwork = {
  name: string;
  video(ticketId: string): { url: string; seconds: number };
  verifyCallback?(payload: Record<string, string>): string | null;
};

/** The house video, served with the web app: the server's clock is the verification. */
export const houseVideo: AdNetwork = {
  name: "house",
  video: () => ({ url: "/bingo/house-video.webm", seconds: 15 }),
};

const networks: Record<string, AdNetwork> = { house: houseVideo };

export function adNetwork(name: string): AdNetwork {
  return networks[name] ?? houseVideo;
}

/**
 * `POST bingo/ad_tickets`: a one-time ticket to catch up a missed day of this week. Its completion
 * is accepted once the video's length has passed on the server's clock.
 */
export async function issueAdTicket(tx: Tx, member: Member, moment: Moment, day: string): Promise<BingoAdTicket> {
  const campaign = await currentCampaign(tx, member, moment);
  if (!campaign) throw noCampaign();
  const state = await campaignStateOf(tx, member, moment);
  if (!state.missed_days.includes(day))
    throw new AppError(409, errorCodes.invalidValue, bingoMessages.notMissed, "day");
  const network = adNetwork((await readSetting(tx, "bingo")).video_network);
  const id = newId();
  const video = network.video(id);
  const readyAt = new Date(moment.now.getTime() + video.seconds * 1000);
  await tx.insert(bingoAdTickets).values({
    id,
    campaignId: campaign.id,
    userId: member.id,
    day,
    network: network.name,
    issuedAt: moment.now,
    readyAt,
  });
  return {
    ticket_id: id,
    day,
    network: network.name,
    video_url: video.url,
    video_seconds: video.seconds,
    ready_at: readyAt.toISOString(),
  };
}

/**
 * `POST bingo/ad_tickets/{id}/complete`: the video was watched. One conditional update spends the
 * ticket only if it is the member's, unspent and its video's length has passed; the missed day's
 * summon then goes through its day key, so it is credited once whatever is retried.
 */
export async function completeAdTicket(
  tx: Tx,
  member: Member,
  moment: Moment,
  ticketId: string,
): Promise<BingoSummonData> {
  const [ticket] = await tx
    .update(bingoAdTickets)
    .set({ completedAt: moment.now })
    .where(
      and(
        eq(bingoAdTickets.id, ticketId),
        eq(bingoAdTickets.userId, member.id),
        isNull(bingoAdTickets.completedAt),
        lte(bingoAdTickets.readyAt, moment.now),
      ),
    )
    .returning();
  if (!ticket) {
    const [existing] = await tx
      .select()
      .from(bingoAdTickets)
      .where(and(eq(bingoAdTickets.id, ticketId), eq(bingoAdTickets.userId, member.id)));
    if (!existing) throw new AppError(404, errorCodes.notFound, "Not found.");
    if (existing.completedAt) throw new AppError(409, errorCodes.alreadyExists, bingoMessages.ticketUsed);
    throw new AppError(409, errorCodes.invalidValue, bingoMessages.videoNotFinished, undefined, {
      retry_after: Math.ceil((existing.readyAt.getTime() - moment.now.getTime()) / 1000),
    });
  }
  const campaign = await currentCampaign(tx, member, moment);
  if (!campaign || campaign.id !== ticket.campaignId) throw noCampaign();
  const summoned = await summonOnce(tx, campaign, {
    userId: member.id,
    key: `day:${ticket.day}`,
    source: "video",
    day: ticket.day,
    timeZone: moment.timeZone,
  });
  if (!summoned) throw new AppError(409, errorCodes.invalidValue, bingoMessages.notMissed, "day");
  return withState(tx, member, moment, summoned);
}
