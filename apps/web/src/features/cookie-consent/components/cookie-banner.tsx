import { Button, CloseButton, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";

import { useCookieConsent } from "../hooks/use-cookie-consent";
import classes from "./cookie-banner.module.css";

/**
 * The bottom cookie notice (docs/product.md, Screens: Layout). Render it at the end of the page's content: it leaves
 * a spacer of its own height there, so nothing stays hidden behind it. `withTabBar` lifts it above
 * the fixed tab bar.
 */
export function CookieBanner({ withTabBar }: { withTabBar: boolean }) {
  const { bannerVisible, accept, dismiss } = useCookieConsent();
  const { ref, height } = useElementSize();
  if (!bannerVisible) return null;

  return (
    <>
      <div aria-hidden style={{ height }} />
      <div ref={ref} className={classes.banner} data-with-tab-bar={withTabBar || undefined}>
        <Paper component="section" aria-labelledby="cookie-notice-title" shadow="lg" withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text id="cookie-notice-title" fw={700}>
              Cookie Notice
            </Text>
            <CloseButton aria-label="Close" onClick={dismiss} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            This website uses cookies to enhance your experience. By continuing to use this site, you agree to our use
            of cookies in accordance with EU regulations.
          </Text>
          <Group mt="sm" gap="sm">
            <Button size="xs" onClick={accept}>
              Accept All Cookies
            </Button>
            <Button size="xs" variant="default" component={Link} to="/help">
              Learn More
              {/* Read by screen readers (and search engines): "Learn More" alone does not say where it leads. */}
              <VisuallyHidden>&nbsp;about cookies</VisuallyHidden>
            </Button>
          </Group>
        </Paper>
      </div>
    </>
  );
}
