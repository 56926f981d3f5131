import "@mantine/core/styles/Input.css";
import { Button, Collapse, Group, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";

import { normalizeBarcode, type BarcodeRejection } from "@productcheck/domain/barcode";

import { scannerMessages } from "@/i18n/messages/scanner/scanner-messages";
import { useMessages } from "@/i18n/namespace";

const REJECTION_MESSAGE = {
  empty: "scanner.barcode.empty",
  "not-digits": "scanner.barcode.notDigits",
  length: "scanner.barcode.length",
  "check-digit": "scanner.barcode.checkDigit",
  coupon: "scanner.barcode.coupon",
} as const satisfies Record<BarcodeRejection, string>;

export interface TypedBarcodeFormProps {
  /** Shown or folded away (the form stays mounted, keeping what was typed). */
  opened: boolean;
  disabled: boolean;
  onSubmit: (gtin: string) => void;
}

/**
 * "Type the barcode": the digits under the bars, checked on the device with the same rules as the
 * server's (`normalizeBarcode`), so a mistyped number shows why at once and costs no request.
 */
export default function TypedBarcodeForm({ opened, disabled, onSubmit }: TypedBarcodeFormProps) {
  const t = useMessages(scannerMessages);
  const [value, setValue] = useState("");
  const [error, setError] = useState<BarcodeRejection | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = normalizeBarcode(value);
    if (!result.ok) {
      setError(result.reason);
      return;
    }
    setError(null);
    onSubmit(result.gtin);
  };

  return (
    <Collapse expanded={opened} w="100%">
      <form onSubmit={submit} noValidate style={{ width: "100%" }}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label={t("scanner.barcodeLabel")}
            placeholder={t("scanner.barcodePlaceholder", { example: "3017620422003" })}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={32}
            value={value}
            error={error && t(REJECTION_MESSAGE[error])}
            disabled={disabled}
            data-autofocus
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" mt={25} disabled={disabled}>
            {t("scanner.lookUp")}
          </Button>
        </Group>
      </form>
    </Collapse>
  );
}
