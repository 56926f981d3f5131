import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import { Modal, Text } from "@mantine/core";

import type { TProductSuggestionFields } from "@productcheck/validators/product-suggestion";
import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { suggestionsMessages } from "@/i18n/messages/suggestions/suggestions-messages";
import { useMessages } from "@/i18n/namespace";

import ProductSuggestionForm from "./suggestion-form";

/** The 'Suggest Product Info' dialog (loaded when first opened, suggest-product-info.tsx); a new form for each `formKey`. */
export default function SuggestionDialog(props: {
  opened: boolean;
  formKey: number;
  product: TScannedProduct;
  busy: boolean;
  onClose: () => void;
  onSubmit: (fields: TProductSuggestionFields) => void;
}) {
  const { opened, formKey, product, busy, onClose, onSubmit } = props;
  const t = useMessages(suggestionsMessages);
  return (
    <Modal opened={opened} onClose={onClose} title={t("suggestions.title")} centered>
      <Text size="sm" c="dimmed" mb="sm">
        Correct what we show for EAN {product.barcode}. Our team reviews every suggestion before it is used.
      </Text>
      <ProductSuggestionForm key={formKey} product={product} busy={busy} onCancel={onClose} onSubmit={onSubmit} />
    </Modal>
  );
}
