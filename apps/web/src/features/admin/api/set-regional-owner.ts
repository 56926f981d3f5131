import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** PUT /api/admin/brands/{id}/regional-owners/{region}: ownerId null removes it. */
export function useSetRegionalOwnerMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.setRegionalOwner.mutationOptions(useRefreshRegistryOnSuccess()));
}
