import { NavLink, Stack, Title } from "@mantine/core";
import { IconChartBar, IconLayoutDashboard, IconMapPin, IconMessage2 } from "@tabler/icons-react";
import { useState } from "react";

const sections = [
  { label: "Dashboard Overview", icon: IconLayoutDashboard },
  { label: "Product Suggestions", icon: IconMessage2 },
  { label: "Usage Statistics", icon: IconChartBar },
  { label: "Brand Locations", icon: IconMapPin },
] as const;

/** The admin dashboard's section menu (docs/product.md, Screens: /admin); the sections' content arrives with the admin issue. */
export function AdminDashboard() {
  const [active, setActive] = useState<string>(sections[0].label);

  return (
    <Stack gap="xs" p="md">
      {sections.map(({ label, icon: Icon }) => (
        <NavLink
          key={label}
          label={label}
          leftSection={<Icon size={18} />}
          active={label === active}
          onClick={() => setActive(label)}
        />
      ))}
      <Title order={3} mt="md">
        {active}
      </Title>
    </Stack>
  );
}
