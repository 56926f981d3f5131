import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Text } from "@mantine/core";

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
  return (
    <Modal opened={opened} onClose={onCancel} title="Remove from saved?" centered size="sm">
      <Text size="sm">
        This will remove{" "}
        <Text span fw={600}>
          {productName}
        </Text>{" "}
        from your saved items.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
