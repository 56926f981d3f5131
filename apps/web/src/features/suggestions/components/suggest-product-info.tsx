import { Button, Modal, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";

import type { TProductSuggestionFields } from "@productcheck/validators/product-suggestion";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { refusalReason } from "@/utils/error-message";

import { useCreateSuggestionMutation } from "../api/create-suggestion";

const ProductSuggestionForm = lazy(() => import("./suggestion-form"));

/** 'Suggest Product Info' on the result screen (signed-in users only) and its dialog. */
export function SuggestProductInfo({ product }: { product: TScannedProduct }) {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  // A new form (prefilled again) each time the dialog opens.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateSuggestionMutation();

  if (!user) return null;

  const submit = (fields: TProductSuggestionFields) => {
    create.mutate(
      { ...fields, barcode: product.barcode, productId: product.productId },
      {
        onSuccess: () => {
          showToast({
            title: "Suggestion submitted",
            message: "Thank you for your contribution! Our team will review your suggestion.",
          });
          setOpened(false);
        },
        onError: (failure) => {
          console.error("Suggestion failed:", failure);
          showToast({
            title: "Submission failed",
            message: withReason("Failed to submit your suggestion. Please try again later.", refusalReason(failure)),
          });
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPencil size={18} />}
        onClick={() => {
          setFormKey((key) => key + 1);
          setOpened(true);
        }}
      >
        Suggest Product Info
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Suggest Product Info" centered>
        <Text size="sm" c="dimmed" mb="sm">
          Correct what we show for EAN {product.barcode}. Our team reviews every suggestion before it is used.
        </Text>
        <Suspense>
          <ProductSuggestionForm
            key={formKey}
            product={product}
            busy={create.isPending}
            onCancel={() => setOpened(false)}
            onSubmit={submit}
          />
        </Suspense>
      </Modal>
    </>
  );
}
