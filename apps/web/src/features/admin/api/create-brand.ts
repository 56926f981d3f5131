import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** POST /api/admin/brands {name, ownerId, aliases, sourceNote}: answers the new brand's detail. */
export function useCreateBrandMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.createBrand.mutationOptions(useRefreshRegistryOnSuccess()));
}
