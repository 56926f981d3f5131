import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { useLingui } from "@lingui/react";
import { Menu } from "@mantine/core";
import { IconCheck, IconLogout } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";

import { LOCALE_NAMES, LOCALES } from "@/i18n/locale";
import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { switchLocale, useMessages } from "@/i18n/namespace";

import { visibleDestinations } from "./destinations";
import { MenuButton } from "./menu-button";

/** Loaded lazily by the header: Menu brings Popover and floating-ui, ~20 kB gzip (README, Performance). */
export default function AppMenu({ signedIn, onLogout }: { signedIn: boolean; onLogout: () => void }) {
  const t = useMessages(shellMessages);
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // What the server wrote (explanations, alternatives' differences, errors) is asked for again in the new language.
  const chooseLocale = async (locale: (typeof LOCALES)[number]) => {
    await switchLocale(locale);
    if (navigator.onLine) await queryClient.invalidateQueries();
  };
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <MenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {visibleDestinations(signedIn).map(({ to, menu, icon: Icon }) =>
          menu === undefined ? null : (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
              {t(menu)}
            </Menu.Item>
          ),
        )}
        {signedIn && (
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
            {t("shell.menu.logout")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t("shell.menu.language")}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={i18n.locale === locale || undefined}
            leftSection={<IconCheck size={16} visibility={i18n.locale === locale ? "visible" : "hidden"} />}
            onClick={() => void chooseLocale(locale)}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
