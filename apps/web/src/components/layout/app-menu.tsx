import { ActionIcon, Menu } from "@mantine/core";
import { IconLogout, IconMenu2 } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

import { visibleDestinations } from "./destinations";

export function AppMenu({ signedIn, onLogout }: { signedIn: boolean; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Open menu">
          <IconMenu2 size={22} />
        </ActionIcon>
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
