import { Trans } from "@lingui/react";
import { Button, CloseButton, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";

import { cookiesMessages } from "@/i18n/messages/cookies/cookies-messages";
import { useMessages } from "@/i18n/namespace";

import { useCookieConsent } from "../hooks/use-cookie-consent";
import classes from "./cookie-banner.module.css";

/**
 * The bottom cookie notice (docs/product.md, Screens: Layout). Render it at the end of the page's content: it leaves
 * a spacer of its own height there, so nothing stays hidden behind it. `withTabBar` lifts it above
 * the fixed tab bar.
 */
export function CookieBanner({ withTabBar }: { withTabBar: boolean }) {
  const t = useMessages(cookiesMessages);
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
              {t("cookies.title")}
            </Text>
            <CloseButton aria-label={t("cookies.close")} onClick={dismiss} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t("cookies.text")}
          </Text>
          <Group mt="sm" gap="sm">
            <Button size="xs" onClick={accept}>
              {t("cookies.accept")}
            </Button>
            <Button size="xs" variant="default" component={Link} to="/help">
              {/* The hidden part is read by screen readers (and search engines): "Learn More" alone does not say where it leads. */}
              <Trans id="cookies.learnMore" components={{ 0: <VisuallyHidden /> }} />
            </Button>
          </Group>
        </Paper>
      </div>
    </>
  );
}
