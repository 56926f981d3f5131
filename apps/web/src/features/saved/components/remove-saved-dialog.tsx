import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Trans } from "@lingui/react";
import { Button, Group, Modal, Text } from "@mantine/core";

import { savedMessages } from "@/i18n/messages/saved/saved-messages";
import { useMessages } from "@/i18n/namespace";

/** docs/product.md, Screens: 'Remove from saved?' — "This will remove {name} from your saved items." — Cancel / Remove. */
export function RemoveSavedDialog({
  productName,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  productName: string;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useMessages(savedMessages);
  return (
    <Modal opened={opened} onClose={onCancel} title={t("saved.dialog.title")} centered size="sm">
      <Text size="sm">
        <Trans id="saved.dialog.text" values={{ name: productName }} components={{ 0: <Text span fw={600} /> }} />
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t("saved.dialog.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t("saved.dialog.remove")}
        </Button>
      </Group>
    </Modal>
  );
}
