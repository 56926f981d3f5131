import { Button, Group, Loader, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconBarcode, IconKeyboard } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useState } from "react";

import { scannerMessages } from "@/i18n/messages/scanner/scanner-messages";
import { useMessages } from "@/i18n/namespace";

import { useScanner } from "../hooks/use-scanner";
import type { ScanFlowDeps } from "../utils/scan-flow";
import { PhotoPicker } from "./photo-picker";
import classes from "./scanner-screen.module.css";
import { ScannerViewport } from "./scanner-viewport";

// Loaded when the form first opens (by a tap, or because the camera cannot help), then kept, typed digits and all:
// Mantine's inputs are not needed to scan (README, Performance).
const TypedBarcodeForm = lazy(() => import("./typed-barcode-form"));

/**
 * The scanner screen (docs/product.md, Screens: /scanner), plus typing the number or picking a photo when the camera cannot help.
 * `keepForLater` keeps a scan the server did not answer for later, `children` sit above the footer line (the route composes both).
 */
export function ScannerScreen({ keepForLater, children }: Pick<ScanFlowDeps, "keepForLater"> & { children?: ReactNode }) {
  const t = useMessages(scannerMessages);
  const { videoRef, camera, cameraProblem, processing, tapToScan, submitCode } = useScanner({ keepForLater });
  // null until the shopper opens or closes the form themselves.
  const [typingChosen, setTypingChosen] = useState<boolean | null>(null);
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  // Without a camera, typing is the obvious way on: the form opens by itself.
  const typing = typingChosen ?? cameraProblem !== null;

  return (
    <Stack align="center" gap="md" px="md" py="lg">
      <Stack align="center" gap={4}>
        <Title order={2}>{t("scanner.heading")}</Title>
        <Text c="dimmed" size="sm">
          {t("scanner.hint")}
        </Text>
      </Stack>
      <ScannerViewport videoRef={videoRef} camera={camera} cameraProblem={cameraProblem} processing={processing} />
      <UnstyledButton className={classes.tapButton} onClick={tapToScan} disabled={processing} aria-busy={processing}>
        {processing ? <Loader color="white" size={28} /> : <IconBarcode size={28} aria-hidden />}
        <span>{t("scanner.tapToScan")}</span>
      </UnstyledButton>
      <Group justify="center" gap="xs">
        <Button
          variant="light"
          leftSection={<IconKeyboard size={18} />}
          aria-expanded={typing}
          onClick={() => setTypingChosen(!typing)}
        >
          {t("scanner.typeBarcode")}
        </Button>
        <PhotoPicker
          disabled={processing}
          onMessage={setPhotoMessage}
          onCode={(gtin) => submitCode(gtin, "photo")}
        />
      </Group>
      {photoMessage && (
        <Text role="alert" size="sm" c="red.7" ta="center">
          {photoMessage}
        </Text>
      )}
      {(typing || typingChosen !== null) && (
        <Suspense>
          <TypedBarcodeForm opened={typing} disabled={processing} onSubmit={(gtin) => submitCode(gtin, "typed")} />
        </Suspense>
      )}
      {children}
      <Text c="dimmed" size="xs" ta="center">
        {t("scanner.footer")}
      </Text>
    </Stack>
  );
}
