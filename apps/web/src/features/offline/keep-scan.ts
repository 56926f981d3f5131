import { showToast } from "@/components/toast/show-toast";
import { offlineText } from "@/i18n/messages/offline/offline-messages";

import { keptScanMessage, noAnswerCause } from "./utils/no-answer-cause";
import { isOnline } from "./utils/online-status";
import { scanQueue } from "./utils/scan-queue-store";

/**
 * A scan the server did not answer, kept on the device with its clientScanId (docs/offline.md, Scanning offline):
 * the scanner lists it as waiting, and it is sent when the connection returns (src/offline-support.tsx). The toast
 * says why it waits: the device is offline, or it is online and our server could not be reached.
 */
export async function keepScanForLater(barcode: string, clientScanId: string): Promise<boolean> {
  const cause = noAnswerCause(isOnline());
  const scan = await scanQueue.enqueue(barcode, clientScanId);
  const t = await offlineText();
  showToast({ title: t("offline.kept.title"), message: t(keptScanMessage(cause), { barcode: scan.barcode }) });
  return true;
}
