import type { DailyTime } from '@prozesspuls/functions/config/schedules';

/** Minutes the zone's wall clock is ahead of UTC at `instant` (Berlin: 60 in winter, 120 in summer). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wallClock - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The first instant after `from` (epoch ms) at which the zone's wall clock shows the daily time,
 * as EventBridge Scheduler fires a `cron(m h * * ? *)` with that time zone. A time the clock skips
 * (the hour summer time begins) fires at the same UTC instant one offset earlier, as the clock
 * would have shown it.
 */
export function nextDailyRun(from: number, { hour, minute, timeZone }: DailyTime): number {
  const day = new Date(from);
  for (let offsetDays = -1; offsetDays <= 2; offsetDays += 1) {
    const wallClock = Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate() + offsetDays,
      hour,
      minute,
    );
    const guess = wallClock - zoneOffsetMinutes(wallClock, timeZone) * 60_000;
    const instant = wallClock - zoneOffsetMinutes(guess, timeZone) * 60_000;
    if (instant > from) return instant;
  }
  throw new Error(`no daily run after ${new Date(from).toISOString()}`);
}
