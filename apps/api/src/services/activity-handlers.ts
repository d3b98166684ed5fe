import type { ActivityConsumer } from "../modules/activity/index.js";
import { bingoConsumer } from "../modules/bingo/index.js";
import { chatConsumer } from "../modules/chat/index.js";
import { invitationConsumer } from "../modules/invitations/index.js";
import { levelConsumer, missionProgressConsumer } from "../modules/missions/index.js";
import { notificationConsumer } from "../modules/notifications/index.js";

/**
 * The one place that decides who reacts to the activity stream, and in which order. Producers
 * (surveys, accounts, attendance, redeem, ...) record events without knowing any of these; a new
 * consumer exports its `ActivityConsumer` from its module's index.ts and is listed here.
 * Each app's stream is made from this list (`app-state.ts`): the server's, the runtime's that loads
 * demo data and works the jobs, and each test database's, so a test that calls a producer's service
 * directly sees the same handlers as the running app.
 */
export const activityConsumers: readonly ActivityConsumer[] = [
  // Invitations first: qualifying an invitee records `invitee_qualified`, which missions then count.
  invitationConsumer,
  missionProgressConsumer,
  // After progress, so a claim's level check sees everything the same event changed.
  levelConsumer,
  // A bonus summon records `bingo_summoned`, which mission progress then counts (a nested event).
  bingoConsumer,
  // A hire opens the worker's and the client's chat room.
  chatConsumer,
  // Last: what it tells members is what the consumers before it decided.
  notificationConsumer,
];
