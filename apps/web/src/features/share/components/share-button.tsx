import { Button } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";

import { showToast } from "@/components/toast/show-toast";

import { SHARE_TEXTS } from "../texts";
import type { ShareFacts } from "../utils/share-facts";
import type { ShareOutcome } from "../utils/share-verdict";

/** The canvas and share code, loaded on first use (README, Performance: /results must not carry it). */
const loadShare = () => import("../utils/share-verdict");

const TOASTS: Partial<Record<ShareOutcome, { title: string; message: string }>> = {
  copied: { title: SHARE_TEXTS.linkCopiedTitle, message: SHARE_TEXTS.linkCopiedMessage },
  "share-again": { title: SHARE_TEXTS.shareAgainTitle, message: SHARE_TEXTS.shareAgainMessage },
};

/** Share: the verdict as a picture, a link, or the link copied (docs/sharing.md). */
export function ShareButton({ facts }: { facts: ShareFacts }) {
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      const toast = TOASTS[await (await loadShare()).shareVerdict(facts)];
      if (toast) showToast(toast);
    } catch {
      showToast({ title: SHARE_TEXTS.shareFailedTitle, message: SHARE_TEXTS.shareFailedMessage, destructive: true });
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
      {SHARE_TEXTS.shareButton}
    </Button>
  );
}
