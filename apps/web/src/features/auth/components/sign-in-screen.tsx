import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";

import { BrandTitle } from "@/components/ui/brand-title";

/** Step one of sign-in (SPEC §2 /auth). Requesting and verifying the code arrive with the sign-in issue. */
export function SignInScreen() {
  return (
    <Stack p="lg" pt="xl" gap="lg">
      <BrandTitle order={2} />
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <TextInput type="email" label="Email address" placeholder="you@example.com" autoComplete="email" required />
          <Button type="submit" fullWidth>
            Request Verification Code
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="lg">
        <Anchor component={Link} to="/help" size="sm">
          Terms of Service
        </Anchor>
        <Anchor component={Link} to="/help" size="sm">
          Privacy Policy
        </Anchor>
      </Group>
    </Stack>
  );
}
