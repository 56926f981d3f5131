import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { Menu } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

import { visibleDestinations } from "./destinations";
import { MenuButton } from "./menu-button";

/** Loaded lazily by the header: Menu brings Popover and floating-ui, ~20 kB gzip (README, Performance). */
export default function AppMenu({ signedIn, onLogout }: { signedIn: boolean; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <MenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {visibleDestinations(signedIn).map(({ to, menu, icon: Icon }) =>
          menu === undefined ? null : (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} />}>
              {menu}
            </Menu.Item>
          ),
        )}
        {signedIn && (
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
            Logout
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
