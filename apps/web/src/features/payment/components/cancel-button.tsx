import { Button } from "@mantine/core";

/** docs/product.md, Screens: the card payment form's Cancel, back to choosing the amount. */
export function CancelButton({ onCancel, disabled = false }: { onCancel: () => void; disabled?: boolean }) {
  return (
    <Button variant="default" onClick={onCancel} disabled={disabled}>
      Cancel
    </Button>
  );
}
