import { Button, FileButton } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useRef, useState } from "react";

import { scannerMessages } from "@/i18n/messages/scanner/scanner-messages";
import { useMessages } from "@/i18n/namespace";

import { decodePhoto } from "../utils/load-decoding";

export interface PhotoPickerProps {
  disabled: boolean;
  onCode: (gtin: string) => void;
  /** A sentence for the shopper when nothing was read, or null to clear it. */
  onMessage: (message: string | null) => void;
}

/** "Pick a photo": reads the barcode in a picture from the gallery (or a fresh one from the camera app). */
export function PhotoPicker({ disabled, onCode, onMessage }: PhotoPickerProps) {
  const t = useMessages(scannerMessages);
  const [reading, setReading] = useState(false);
  // Lets the shopper pick the same file again (the input would not report an unchanged value).
  const resetRef = useRef<() => void>(null);

  const read = async (file: File | null) => {
    if (!file) return;
    onMessage(null);
    setReading(true);
    try {
      const gtin = await decodePhoto(file);
      if (gtin === null) onMessage(t("scanner.noCodeInPhoto"));
      else onCode(gtin);
    } catch (error) {
      console.error("Photo decoding failed:", error);
      onMessage(t("scanner.photoUnreadable"));
    } finally {
      setReading(false);
      resetRef.current?.();
    }
  };

  return (
    <FileButton onChange={(file) => void read(file)} accept="image/*" resetRef={resetRef} disabled={disabled || reading}>
      {(props) => (
        <Button {...props} disabled={disabled} variant="light" leftSection={<IconPhoto size={18} />} loading={reading}>
          {t("scanner.pickPhoto")}
        </Button>
      )}
    </FileButton>
  );
}
