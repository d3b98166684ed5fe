import { type BingoAdTicket, type BingoSummonData, bingoMessages, errorCodes } from "@rewards/contracts";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { readSetting } from "../app-settings/index.js";
import { type AdNetworks, adNetworkNamed } from "./ad-networks.js";
import { campaignById, isClosed } from "./campaigns.js";
import { noCampaign, withState } from "./service.js";
import { campaignStateOf, currentCampaign, type Member, type Moment } from "./state.js";
import { type Summoned, summonOnce } from "./summon.js";
import { type BingoAdTicketRow, bingoAdTickets } from "./tables.js";

/**
 * `POST bingo/ad_tickets`: a one-time ticket to catch up a missed day of this week, for the network
 * the `bingo` setting names. The house video's completion is accepted once its length has passed on
 * the server's clock; a signed-callback network's view is confirmed by its own callback.
 */
export async function issueAdTicket(
  tx: Tx,
  member: Member,
  moment: Moment,
  day: string,
  networks: AdNetworks,
): Promise<BingoAdTicket> {
  const campaign = await currentCampaign(tx, member, moment);
  if (!campaign) throw noCampaign();
  const state = await campaignStateOf(tx, member, moment);
  if (!state.missed_days.includes(day))
    throw new AppError(409, errorCodes.invalidValue, bingoMessages.notMissed, "day");
  const network = adNetworkNamed(networks, (await readSetting(tx, "bingo")).video_network);
  const id = newId();
  const video = network.video(id);
  const readyAt = new Date(moment.now.getTime() + video.seconds * 1000);
  await tx.insert(bingoAdTickets).values({
    id,
    campaignId: campaign.id,
    userId: member.id,
    day,
    network: network.name,
    timeZone: moment.timeZone,
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
    ad_unit: video.adUnit,
  };
}

/**
 * The one way a spent ticket becomes a summon, for the house video and a network's callback
 * alike: the missed day's summon goes through its day key, so it is credited once whatever is
 * retried, and never after the week is over.
 */
async function summonForTicket(tx: Tx, ticket: BingoAdTicketRow, now: Date): Promise<Summoned> {
  const campaign = await campaignById(tx, ticket.campaignId);
  if (!campaign || isClosed(campaign, now)) throw noCampaign();
  const summoned = await summonOnce(tx, campaign, {
    userId: ticket.userId,
    key: `day:${ticket.day}`,
    source: "video",
    day: ticket.day,
    timeZone: ticket.timeZone,
  });
  if (!summoned) throw new AppError(409, errorCodes.invalidValue, bingoMessages.notMissed, "day");
  return summoned;
}

/**
 * `POST bingo/ad_tickets/{id}/complete`: the house video was watched. One conditional update spends
 * the ticket only if it is the member's, a house ticket (another network's view is confirmed by
 * its callback, never by the member), unspent, and its video's length has passed.
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
        eq(bingoAdTickets.network, "house"),
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
    if (existing.network !== "house") throw new AppError(409, errorCodes.invalidValue, bingoMessages.videoNotFinished);
    throw new AppError(409, errorCodes.invalidValue, bingoMessages.videoNotFinished, undefined, {
      retry_after: Math.ceil((existing.readyAt.getTime() - moment.now.getTime()) / 1000),
    });
  }
  const campaign = await currentCampaign(tx, member, moment);
  if (!campaign || campaign.id !== ticket.campaignId) throw noCampaign();
  return withState(tx, member, moment, await summonForTicket(tx, ticket, moment.now));
}

/**
 * `GET bingo/ad_callbacks/{network}`: the network's server-side verification of a view. Only a
 * callback whose signature checks out gets here; one conditional update then spends the ticket it
 * names (unspent, of that network, and of the member the network names when it names one) and
 * records the network's transaction id, unique per network, so a replayed callback credits nothing.
 */
export async function creditAdCallback(
  tx: Tx,
  networkName: string,
  view: { ticketId: string; transactionId: string; userId: string | null },
  now: Date,
) {
  const [replayed] = await tx
    .select({ id: bingoAdTickets.id })
    .from(bingoAdTickets)
    .where(and(eq(bingoAdTickets.network, networkName), eq(bingoAdTickets.transactionId, view.transactionId)));
  if (replayed) throw new AppError(409, errorCodes.alreadyExists, bingoMessages.callbackReplayed);
  const [ticket] = await tx
    .update(bingoAdTickets)
    .set({ completedAt: now, transactionId: view.transactionId })
    .where(
      and(
        eq(bingoAdTickets.id, view.ticketId),
        eq(bingoAdTickets.network, networkName),
        isNull(bingoAdTickets.completedAt),
      ),
    )
    .returning();
  // Another member's ticket is unknown to this view; throwing rolls the spending back.
  if (!ticket || (view.userId !== null && view.userId.toLowerCase() !== ticket.userId)) {
    const [existing] = await tx.select().from(bingoAdTickets).where(eq(bingoAdTickets.id, view.ticketId));
    if (existing?.completedAt && !ticket) throw new AppError(409, errorCodes.alreadyExists, bingoMessages.ticketUsed);
    throw new AppError(404, errorCodes.notFound, bingoMessages.unknownTicket);
  }
  const summoned = await summonForTicket(tx, ticket, now);
  return { ticket_id: ticket.id, day: ticket.day, monster: summoned.monster };
}
