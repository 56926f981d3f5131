import { Center, Loader } from "@mantine/core";

import { shellMessages } from "@/i18n/messages/shell/shell-messages";

/** A spinner centred in the space between header and tab bar (the whole-window one is BootSpinner). */
export function CenteredLoader() {
  return (
    <Center h="calc(100dvh - var(--app-header-height) - var(--app-tab-bar-height))" role="status" aria-label={shellMessages.t("shell.loading")}>
      <Loader />
    </Center>
  );
}
