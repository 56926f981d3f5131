import { Center, Loader } from "@mantine/core";

/** A spinner centred in the whole window (`fullScreen`) or in the space between header and tab bar. */
export function CenteredLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const height = fullScreen ? "100dvh" : "calc(100dvh - var(--app-header-height) - var(--app-tab-bar-height))";
  return (
    <Center h={height} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
