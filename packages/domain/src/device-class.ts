/**
 * Device class of a visitor from its User-Agent header, for the admin's device statistics
 * (mobile / desktop / tablet). Rules, first match wins:
 * 1. tablet: "iPad", "Tablet" (but not the "Tablet PC" token of Windows pen laptops), Kindle or
 *    Silk, PlayBook, or "Android" without "Mobile";
 * 2. mobile: "iPhone", "iPod", "Mobile" (Android phones, Firefox for Android, Windows Phone),
 *    "Opera Mini", "BlackBerry";
 * 3. desktop: everything else, including a missing header and bots.
 * An iPad in Safari's default desktop mode sends a Mac User-Agent and is counted as desktop: the
 * header alone cannot tell them apart.
 */

export type DeviceClass = "mobile" | "desktop" | "tablet";

const TABLET = /ipad|tablet(?! pc)|kindle|silk\/|playbook/i;
const ANDROID = /android/i;
const MOBILE = /mobile|iphone|ipod|opera mini|blackberry|bb10/i;

export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (TABLET.test(ua)) return "tablet";
  if (ANDROID.test(ua) && !/mobile/i.test(ua)) return "tablet";
  if (MOBILE.test(ua)) return "mobile";
  return "desktop";
}
