import { Card, Stack } from "@mantine/core";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { OriginFacts } from "@/components/product/origin-facts";

import { ProductHeading } from "./product-heading";
import { RetailerCodeNote } from "./retailer-code-note";
import { VerdictLine } from "./verdict-line";
import { WhyPanel } from "./why-panel";


/** The product card (docs/product.md, Screens: "Result screen"): what it is, where it is made, where the money goes. */
export function ProductCard({ product }: { product: TScannedProduct }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <ProductHeading product={product} />
        <OriginFacts product={product} barcodeNote={<RetailerCodeNote retailerCode={product.retailerCode} />} />
        <VerdictLine product={product} />
        <WhyPanel product={product} />
      </Stack>
    </Card>
  );
}
