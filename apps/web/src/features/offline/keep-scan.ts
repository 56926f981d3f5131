import { showToast } from "@/components/toast/show-toast";
import { offlineText } from "@/i18n/messages/offline/offline-messages";

import { scanQueue } from "./utils/scan-queue-store";

/**
 * A scan the server did not answer, kept on the device with its clientScanId (docs/offline.md, Scanning offline):
 * the scanner lists it as waiting, and it is sent when the connection returns (src/offline-support.tsx).
 */
export async function keepScanForLater(barcode: string, clientScanId: string): Promise<boolean> {
  const scan = await scanQueue.enqueue(barcode, clientScanId);
  const t = await offlineText();
  showToast({ title: t("offline.kept.title"), message: t("offline.kept.message", { barcode: scan.barcode }) });
  return true;
}
