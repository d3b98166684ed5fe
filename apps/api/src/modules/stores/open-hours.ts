import { type SQL, sql } from "drizzle-orm";
import { storeHours } from "./tables.js";

/** "08:30" as minutes of the day. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** Minutes of the day as "08:30". */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Whether the store (`s`) is open at `at`, read in the store's own time zone. A day whose closing
 * time is at or before its opening time runs past midnight into the next day (22:00-02:00), and
 * opening equal to closing is open all day.
 */
export function openNowSql(at: Date): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${storeHours} h,
      lateral (select extract(dow from l.t)::int as dow,
                      (extract(hour from l.t) * 60 + extract(minute from l.t))::int as m
               from (select ${at.toISOString()}::timestamptz at time zone s.time_zone as t) l) x
    where h.store_id = s.id and (
      (h.weekday = x.dow and (x.m >= h.opens_minute and (h.opens_minute >= h.closes_minute or x.m < h.closes_minute)))
      or (h.weekday = (x.dow + 6) % 7 and h.opens_minute >= h.closes_minute and x.m < h.closes_minute)))`;
}

type Hours = { weekday: number; opensMinute: number; closesMinute: number };

/** The store's weekday (0 Sunday) at `at` in its zone. */
function weekdayAt(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(at);
  return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(name);
}

/** The opening hours of the store's day at `at` ("08:00" to "22:00"), for telling a member when to come. */
export function hoursToday(hours: readonly Hours[], at: Date, timeZone: string): { opens: string; closes: string }[] {
  const dow = weekdayAt(at, timeZone);
  return hours
    .filter((day) => day.weekday === dow)
    .sort((a, b) => a.opensMinute - b.opensMinute)
    .map((day) => ({ opens: clockOf(day.opensMinute), closes: clockOf(day.closesMinute) }));
}

/** The same rule in TypeScript, for tests and for the staff's preview. */
export function isOpenAt(hours: readonly Hours[], at: Date, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  const dow = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"));
  const minute = Number(part("hour")) * 60 + Number(part("minute"));
  return hours.some(
    (day) =>
      (day.weekday === dow &&
        minute >= day.opensMinute &&
        (day.opensMinute >= day.closesMinute || minute < day.closesMinute)) ||
      (day.weekday === (dow + 6) % 7 && day.opensMinute >= day.closesMinute && minute < day.closesMinute),
  );
}
