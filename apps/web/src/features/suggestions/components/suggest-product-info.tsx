import { Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";

import type { TProductSuggestionFields } from "@productcheck/validators/product-suggestion";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { suggestionsMessages } from "@/i18n/messages/suggestions/suggestions-messages";
import { useMessages } from "@/i18n/namespace";
import { refusalReason } from "@/utils/error-message";

import { useCreateSuggestionMutation } from "../api/create-suggestion";

// The dialog (Mantine's Modal with its focus trap and scroll lock, ~25 kB) and the form in it load when it is
// first opened: the result screen's first load does without them (README, Performance).
const SuggestionDialog = lazy(() => import("./suggestion-dialog"));

/** 'Suggest Product Info' on the result screen (signed-in users only) and its dialog. */
export function SuggestProductInfo({ product }: { product: TScannedProduct }) {
  const t = useMessages(suggestionsMessages);
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that closing plays the dialog's transition.
  const [everOpened, setEverOpened] = useState(false);
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
            title: suggestionsMessages.t("suggestions.toast.submitted.title"),
            message: suggestionsMessages.t("suggestions.toast.submitted.message"),
          });
          setOpened(false);
        },
        onError: (failure) => {
          console.error("Suggestion failed:", failure);
          showToast({
            title: suggestionsMessages.t("suggestions.toast.failed.title"),
            message: withReason(suggestionsMessages.t("suggestions.toast.failed.message"), refusalReason(failure)),
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
          setEverOpened(true);
        }}
      >
        {t("suggestions.open")}
      </Button>
      {everOpened && (
        <Suspense>
          <SuggestionDialog
            opened={opened}
            formKey={formKey}
            product={product}
            busy={create.isPending}
            onClose={() => setOpened(false)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </>
  );
}
