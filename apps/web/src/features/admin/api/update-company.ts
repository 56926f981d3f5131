import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** PATCH /api/admin/companies/{id}: the fields given change; parentId null makes it an ultimate owner. */
export function useUpdateCompanyMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.updateCompany.mutationOptions(useRefreshRegistryOnSuccess()));
}
