import { Button } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";

import { showToast } from "@/components/toast/show-toast";
import { shareMessages } from "@/i18n/messages/share/share-messages";
import { useMessages } from "@/i18n/namespace";

import type { ShareFacts } from "../utils/share-facts";
import type { ShareOutcome } from "../utils/share-verdict";

/** The canvas and share code, loaded on first use (README, Performance: /results must not carry it). */
const loadShare = () => import("../utils/share-verdict");

type ToastKey = "share.toast.copied" | "share.toast.again" | "share.toast.failed";

/** The toast an outcome shows, if any. */
const TOASTS: Partial<Record<ShareOutcome, ToastKey>> = { copied: "share.toast.copied", "share-again": "share.toast.again" };

function showShareToast(key: ToastKey) {
  const { t } = shareMessages;
  showToast({ title: t(`${key}.title`), message: t(`${key}.message`), destructive: key === "share.toast.failed" });
}

/** Share: the verdict as a picture, a link, or the link copied (docs/sharing.md). */
export function ShareButton({ facts }: { facts: ShareFacts }) {
  const t = useMessages(shareMessages);
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      const toast = TOASTS[await (await loadShare()).shareVerdict(facts)];
      if (toast) showShareToast(toast);
    } catch {
      showShareToast("share.toast.failed");
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={18} />}
      loading={sharing}
      onPointerDown={() => void loadShare().then((share) => share.prepareShareCardIfShared(facts))}
      onClick={() => void share()}
    >
      {t("share.button")}
    </Button>
  );
}
