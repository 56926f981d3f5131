import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

export function BackToScannerLink() {
  return (
    <Button component={Link} to="/scanner" variant="subtle" px="xs" leftSection={<IconArrowLeft size={18} />}>
      Back to Scanner
    </Button>
  );
}
