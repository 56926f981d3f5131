import { Stack, Title } from "@mantine/core";

import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";

/** The saved items screen's frame (SPEC §2 /saved); the list arrives with the saved-products issue. */
export function SavedScreen() {
  return (
    <Stack gap="md" p="md">
      <div>
        <BackToScannerLink />
      </div>
      <Title order={2}>Saved Items</Title>
    </Stack>
  );
}
