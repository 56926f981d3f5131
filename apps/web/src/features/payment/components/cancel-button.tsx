import { Button } from "@mantine/core";

/** SPEC §2: the card payment form's Cancel, back to choosing the amount. */
export function CancelButton({ onCancel, disabled = false }: { onCancel: () => void; disabled?: boolean }) {
  return (
    <Button variant="default" onClick={onCancel} disabled={disabled}>
      Cancel
    </Button>
  );
}
