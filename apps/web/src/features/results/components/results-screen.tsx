import { Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";

import { scansLeftLabel } from "@/components/layout/scans-left";
import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";
import { AlternativesSection } from "@/features/alternatives/components/alternatives-section";
import { SaveButton } from "@/features/saved/components/save-button";
import { SuggestProductInfo } from "@/features/suggestions/components/suggest-product-info";
import { resultsMessages } from "@/i18n/messages/results/results-messages";
import { shellMessages } from "@/i18n/messages/shell/shell-messages";
import { useMessages } from "@/i18n/namespace";
import { useTRPC } from "@/lib/trpc";

import { scannedProductQueryOptions } from "../api/scanned-product-query";
import { useRememberLastProduct } from "../hooks/use-remember-last-product";
import { parseResultId } from "../utils/result-id";
import { NonUsNotice } from "./non-us-notice";
import { ProductCard } from "./product-card";
import { ProductNotFound } from "./product-not-found";

function FreeScansLeft() {
  const trpc = useTRPC();
  useMessages(shellMessages);
  const { data: user } = useQuery(trpc.user.me.queryOptions());
  if (!user) return null;
  return (
    <Text size="sm" c="dimmed">
      {scansLeftLabel(user.scansRemaining, { free: true })}
    </Text>
  );
}

function ResultHeader() {
  return (
    <Group justify="space-between">
      <BackToScannerLink />
      <FreeScansLeft />
    </Group>
  );
}

function ScanResult({ id }: { id: string }) {
  const trpc = useTRPC();
  const t = useMessages(resultsMessages);
  const { data: product, isPending, isError } = useQuery(scannedProductQueryOptions(trpc, id));
  useRememberLastProduct(product ? id : null);

  if (isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t("results.loading")}</Text>
        </Stack>
      </Center>
    );
  }
  if (isError) return <ProductNotFound />;
  // Below the alternatives list, once it is there (AlternativesSection).
  const save = <SaveButton product={product} />;
  return (
    <Stack gap="md">
      <ProductCard product={product} />
      <SuggestProductInfo product={product} />
      {product.isAmerican ? (
        <AlternativesSection scanId={id}>{save}</AlternativesSection>
      ) : (
        <>
          <NonUsNotice certainty={product.certainty} />
          {save}
        </>
      )}
    </Stack>
  );
}

/** /results/{id} (docs/product.md, Screens: "Result screen"). */
export function ResultsScreen({ rawId, barcode }: { rawId: string; barcode?: string | undefined }) {
  const id = parseResultId(rawId);
  return (
    <Stack gap="md" p="md">
      <ResultHeader />
      {id === null ? <ProductNotFound barcode={barcode} /> : <ScanResult id={id} />}
    </Stack>
  );
}
