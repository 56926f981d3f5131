import { Button } from "@mantine/core";

import { paymentMessages } from "@/i18n/messages/payment/payment-messages";
import { useMessages } from "@/i18n/namespace";

/** docs/product.md, Screens: the card payment form's Cancel, back to choosing the amount. */
export function CancelButton({ onCancel, disabled = false }: { onCancel: () => void; disabled?: boolean }) {
  const t = useMessages(paymentMessages);
  return (
    <Button variant="default" onClick={onCancel} disabled={disabled}>
      {t("payment.cancel")}
    </Button>
  );
}
