import { Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconBarcode } from "@tabler/icons-react";

import classes from "./scanner-screen.module.css";
import { ScannerViewport } from "./scanner-viewport";

/** The scanner screen's static frame (SPEC §2 /scanner); camera and decoding arrive with the scanner issue. */
export function ScannerScreen() {
  return (
    <Stack align="center" gap="md" px="md" py="lg">
      <Stack align="center" gap={4}>
        <Title order={2}>Scan Barcode</Title>
        <Text c="dimmed" size="sm">
          Position barcode within the frame
        </Text>
      </Stack>
      <ScannerViewport />
      <UnstyledButton className={classes.tapButton}>
        <IconBarcode size={28} />
        <span>Tap to scan</span>
      </UnstyledButton>
      <Text c="dimmed" size="xs" ta="center">
        Searching for Non-US alternatives to American products
      </Text>
    </Stack>
  );
}
