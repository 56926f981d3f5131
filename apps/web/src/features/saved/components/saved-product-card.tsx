import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconEye, IconTrash } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

import type { TSavedProduct } from "@productcheck/validators/saved-product";

import { OriginFacts } from "@/components/product/origin-facts";
import { savedMessages } from "@/i18n/messages/saved/saved-messages";
import { useMessages } from "@/i18n/namespace";

/** One saved product (docs/product.md, Screens: /saved): what it is, where it is made and who owns it, with View and remove. */
export function SavedProductCard({ product, onRemove }: { product: TSavedProduct; onRemove: () => void }) {
  const t = useMessages(savedMessages);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={product.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h5">
              {product.name}
            </Title>
            {product.description && (
              <Text size="sm" c="dimmed">
                {product.description}
              </Text>
            )}
          </div>
          {product.size && (
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {product.size}
            </Badge>
          )}
        </Group>
        <OriginFacts product={product} />
        <Group justify="space-between" mt="xs">
          <Button
            renderRoot={(props) => <Link to="/results/$id" params={{ id: String(product.id) }} {...props} />}
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} />}
          >
            {t("saved.view")}
          </Button>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t("saved.removeLabel", { name: product.name })} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Card>
  );
}
