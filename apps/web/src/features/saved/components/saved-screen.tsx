import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { IconScan } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";

import type { TSavedProduct } from "@productcheck/validators/saved-product";

import { showToast } from "@/components/toast/show-toast";
import { withReason } from "@/components/toast/with-reason";
import { BackToScannerLink } from "@/components/ui/back-to-scanner-link";
import { savedMessages } from "@/i18n/messages/saved/saved-messages";
import { useMessages } from "@/i18n/namespace";
import { useTRPC } from "@/lib/trpc";
import { refusalReason } from "@/utils/error-message";

import { savedProductsQueryOptions, useRemoveSavedMutation } from "../api/saved-products";
import { RemoveSavedDialog } from "./remove-saved-dialog";
import { SavedProductCard } from "./saved-product-card";

function EmptyState() {
  const t = useMessages(savedMessages);
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={3}>{t("saved.empty.title")}</Title>
      <Text c="dimmed">{t("saved.empty.text")}</Text>
      <Button component={Link} to="/scanner" mt="sm" leftSection={<IconScan size={18} />}>
        {t("saved.empty.start")}
      </Button>
    </Stack>
  );
}

/** /saved (docs/product.md, Screens: "Saved items screen"); the route lets only signed-in users in. */
export function SavedScreen() {
  const t = useMessages(savedMessages);
  const trpc = useTRPC();
  const saved = useQuery(savedProductsQueryOptions(trpc));
  const remove = useRemoveSavedMutation();
  // The product stays set while the dialog closes, so its text does not change during the transition.
  const [removing, setRemoving] = useState<TSavedProduct | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: removing.id, isSaved: false },
      {
        onSuccess: () => {
          showToast({ title: t("saved.toast.removed.title"), message: t("saved.toast.removed.message") });
          setDialogOpen(false);
        },
        onError: (failure) => {
          console.error("Remove failed:", failure);
          showToast({
            title: t("saved.toast.removeFailed.title"),
            message: withReason(t("saved.toast.removeFailed.message"), refusalReason(failure)),
          });
        },
      },
    );
  };

  return (
    <Stack gap="md" p="md">
      <div>
        <BackToScannerLink />
      </div>
      <Title order={2}>{t("saved.title")}</Title>
      {saved.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{t("saved.loading")}</Text>
          </Stack>
        </Center>
      ) : saved.isError ? (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <Text c="dimmed">{t("saved.loadFailed")}</Text>
          <Button variant="light" onClick={() => void saved.refetch()}>
            {t("saved.tryAgain")}
          </Button>
        </Stack>
      ) : saved.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap="sm">
          {saved.data.map((product) => (
            <SavedProductCard
              key={product.id}
              product={product}
              onRemove={() => {
                setRemoving(product);
                setDialogOpen(true);
              }}
            />
          ))}
        </Stack>
      )}
      <RemoveSavedDialog
        productName={removing?.name ?? ""}
        opened={dialogOpen}
        busy={remove.isPending}
        onCancel={() => setDialogOpen(false)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
