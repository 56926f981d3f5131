import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconScan } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ComponentType } from "react";

import type { TPublicVerdict } from "@productcheck/validators/public-verdict";

import { OriginFacts } from "@/components/product/origin-facts";
import { CenteredLoader } from "@/components/ui/centered-loader";
import { useTRPC } from "@/lib/trpc";
import { errorMessage, refusalReason } from "@/utils/error-message";

import { publicVerdictQueryOptions } from "../api/public-verdict-query";
import { SHARE_TEXTS } from "../texts";
import { shareFactsOf } from "../utils/share-facts";
import { OwnerChain } from "./owner-chain";
import { ShareButton } from "./share-button";

type Verdict = Pick<TPublicVerdict, "isAmerican" | "certainty">;

export interface VerdictWording {
  /** The verdict in words, as the result card says it. */
  label: (verdict: Verdict) => string;
  /** The result card's verdict line. */
  Line: ComponentType<{ product: Verdict }>;
}

function OpenScanner() {
  return (
    <Button component={Link} to="/scanner" leftSection={<IconScan size={18} />}>
      {SHARE_TEXTS.openScanner}
    </Button>
  );
}

function PublicVerdictCard({ product, wording }: { product: TPublicVerdict; wording: VerdictWording }) {
  const showBrand = product.brand !== "" && product.brand.toLowerCase() !== product.manufacturer.toLowerCase();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            {product.name}
          </Title>
          {product.manufacturer && <Text c="dimmed">{product.manufacturer}</Text>}
          {showBrand && (
            <Text size="sm" c="dimmed">
              Brand: {product.brand}
            </Text>
          )}
        </div>
        {(product.description || product.size) && (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{product.description}</Text>
            {product.size && (
              <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
                {product.size}
              </Text>
            )}
          </Group>
        )}
        <OriginFacts product={product} />
        <wording.Line product={product} />
        <OwnerChain owners={product.ownershipChain} />
        <Group>
          <ShareButton facts={shareFactsOf(product, wording.label(product))} />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /p/{barcode}: a shared verdict, read-only (docs/sharing.md): the product's origin facts and owner chain, no
 * alternatives, no scan spent, and a way into the scanner.
 */
export function PublicVerdictScreen({ barcode, wording }: { barcode: string; wording: VerdictWording }) {
  const trpc = useTRPC();
  const { data: product, error, isPending } = useQuery(publicVerdictQueryOptions(trpc, barcode));
  if (isPending) return <CenteredLoader />;
  return (
    <Stack gap="md" p="md">
      {product ? (
        <>
          <PublicVerdictCard product={product} wording={wording} />
          <Text size="sm" c="dimmed" ta="center">
            {SHARE_TEXTS.publicVerdictNote}
          </Text>
        </>
      ) : (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Title order={2}>{SHARE_TEXTS.notFoundTitle}</Title>
          <Text c="dimmed">{refusalReason(error) ?? errorMessage(error)}</Text>
        </Stack>
      )}
      <Group justify="center">
        <OpenScanner />
      </Group>
    </Stack>
  );
}
