import { Button, Text } from "@mantine/core";
import { IconBookmark, IconBookmarkFilled } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

import type { TScannedProduct } from "@productcheck/validators/scanned-product";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { savedMessages } from "@/i18n/messages/saved/saved-messages";
import { useMessages } from "@/i18n/namespace";
import { refusalReason } from "@/utils/error-message";

import { useSaveMutation } from "../api/saved-products";

/**
 * Below the result (docs/product.md, Screens): 'Save Results', which reads 'Saved' once saved and unsaves on a second
 * press, for the signed-in owner of the scan; 'Log in to Save' for a guest.
 */
export function SaveButton({ product }: { product: Pick<TScannedProduct, "id" | "userId" | "isSaved"> }) {
  const t = useMessages(savedMessages);
  const { status, user } = useAuth();
  const save = useSaveMutation();

  if (status === "loading") return null;
  if (!user) {
    return (
      <Button component={Link} to="/auth" variant="outline" fullWidth leftSection={<IconBookmark size={18} />}>
        {t("saved.save.login")}
      </Button>
    );
  }
  if (product.userId !== user.id) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        {t("saved.save.notYours")}
      </Text>
    );
  }

  const toggle = () => {
    const isSaved = !product.isSaved;
    save.mutate(
      { id: product.id, isSaved },
      {
        onSuccess: () =>
          showToast(
            isSaved
              ? { title: t("saved.toast.saved.title"), message: t("saved.toast.saved.message") }
              : { title: t("saved.toast.unsaved.title"), message: t("saved.toast.unsaved.message") },
          ),
        onError: (failure) => {
          console.error("Save failed:", failure);
          showToast({
            title: t("saved.toast.saveFailed.title"),
            message: withReason(t("saved.toast.saveFailed.message"), refusalReason(failure)),
            destructive: true,
          });
        },
      },
    );
  };

  return (
    <Button
      fullWidth
      variant={product.isSaved ? "filled" : "outline"}
      leftSection={product.isSaved ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
      loading={save.isPending}
      onClick={toggle}
      aria-pressed={product.isSaved}
    >
      {product.isSaved ? t("saved.save.saved") : t("saved.save.save")}
    </Button>
  );
}
