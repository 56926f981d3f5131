import { Title, type TitleOrder } from "@mantine/core";

export function BrandTitle({ order = 4 }: { order?: TitleOrder }) {
  return (
    <Title order={order} c="blue.8" style={{ whiteSpace: "nowrap" }}>
      ProductCheck
    </Title>
  );
}
