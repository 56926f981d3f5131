import { i18n } from "@/i18n/i18n";

/** When a kept copy was fetched, in the active language: "14:05" today, "24 Nov, 14:05" (sv "24 nov. 14:05") on another day. */
export function asOfTime(fetchedAt: number, now: number = Date.now(), locale: string = i18n.locale): string {
  const fetched = new Date(fetchedAt);
  const today = fetched.toDateString() === new Date(now).toDateString();
  const day: Intl.DateTimeFormatOptions = today ? {} : { day: "numeric", month: "short" };
  return new Intl.DateTimeFormat(locale, { ...day, hour: "2-digit", minute: "2-digit" }).format(fetched);
}
