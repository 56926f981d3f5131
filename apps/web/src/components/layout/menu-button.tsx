import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { IconMenu2 } from "@tabler/icons-react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";

import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useMessages } from "@/i18n/namespace";

/** The header's "Open menu" button: the menu's target, and its stand-in while the menu's code loads. */
export const MenuButton = forwardRef<HTMLButtonElement, ActionIconProps & ComponentPropsWithoutRef<"button">>(
  function MenuButton(props, ref) {
    const t = useMessages(shellMessages);
    return (
      <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={t("shell.openMenu")} {...props}>
        <IconMenu2 size={22} />
      </ActionIcon>
    );
  },
);
