import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconScan } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ComponentType } from "react";

import type { TPublicVerdict } from "@productcheck/validators/public-verdict";

import { OriginFacts } from "@/components/product/origin-facts";
import { CenteredLoader } from "@/components/ui/centered-loader";
import { shareMessages } from "@/i18n/messages/share/share-messages";
import { useMessages } from "@/i18n/namespace";
import { useTRPC } from "@/lib/trpc";
import { errorMessage, refusalReason } from "@/utils/error-message";

import { publicVerdictQueryOptions } from "../api/public-verdict-query";
import { shareFactsOf } from "../utils/share-facts";
import { OwnerChain } from "./owner-chain";
import { ShareButton } from "./share-button";

/** What the result screen's product card is made of, lent to the public page so that both read alike. */
export interface ResultCardParts {
  /** Name, manufacturer, brand, description and size. */
  Heading: ComponentType<{ product: TPublicVerdict }>;
  /** The verdict and how sure it is. */
  Verdict: ComponentType<{ product: TPublicVerdict }>;
  /** The verdict in words, as the share card says it. */
  verdictLabel: (product: TPublicVerdict) => string;
}

function PublicVerdictCard({ product, parts }: { product: TPublicVerdict; parts: ResultCardParts }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <parts.Heading product={product} />
        <OriginFacts product={product} />
        <parts.Verdict product={product} />
        <OwnerChain owners={product.ownershipChain} />
        <Group>
          <ShareButton facts={shareFactsOf(product, parts.verdictLabel(product))} />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /p/{barcode}: a shared verdict, read-only (docs/sharing.md): the product's origin facts and owner chain, no
 * alternatives, no scan spent, and a way into the scanner.
 */
export function PublicVerdictScreen({ barcode, parts }: { barcode: string; parts: ResultCardParts }) {
  const t = useMessages(shareMessages);
  const trpc = useTRPC();
  const { data: product, error, isPending } = useQuery(publicVerdictQueryOptions(trpc, barcode));
  if (isPending) return <CenteredLoader />;
  return (
    <Stack gap="md" p="md">
      {product ? (
        <>
          <PublicVerdictCard product={product} parts={parts} />
          <Text size="sm" c="dimmed" ta="center">
            {t("share.publicNote")}
          </Text>
        </>
      ) : (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Title order={2}>{t("share.notFound.title")}</Title>
          <Text c="dimmed">{refusalReason(error) ?? errorMessage(error)}</Text>
        </Stack>
      )}
      <Group justify="center">
        <Button component={Link} to="/scanner" leftSection={<IconScan size={18} />}>
          {t("share.openScanner")}
        </Button>
      </Group>
    </Stack>
  );
}
