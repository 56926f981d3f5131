import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** PATCH /api/admin/brands/{id}: the fields given change; answers the brand's detail. */
export function useUpdateBrandMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.updateBrand.mutationOptions(useRefreshRegistryOnSuccess()));
}
