import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useMessages } from "@/i18n/namespace";

/** 'Back to Scanner' (docs/product.md, Screens): a quiet link in a screen's header, or the main button (`prominent`). */
export function BackToScannerLink({ prominent = false }: { prominent?: boolean }) {
  const t = useMessages(shellMessages);
  return (
    <Button
      component={Link}
      to="/scanner"
      variant={prominent ? "filled" : "subtle"}
      px={prominent ? undefined : "xs"}
      leftSection={<IconArrowLeft size={18} />}
    >
      {t("shell.backToScanner")}
    </Button>
  );
}
