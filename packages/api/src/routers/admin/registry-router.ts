import { createTRPCRouter } from "../../trpc";
import { confirmProposalRoute } from "./confirm-proposal";
import { createBrandRoute } from "./create-brand";
import { createCompanyRoute } from "./create-company";
import { getBrandRoute } from "./get-brand";
import { getCompanyRoute } from "./get-company";
import { listAiProposalsRoute } from "./list-ai-proposals";
import { listUnknownBrandsRoute } from "./list-unknown-brands";
import { rejectProposalRoute } from "./reject-proposal";
import { searchRegistryRoute } from "./search-registry";
import { setRegionalOwnerRoute } from "./set-regional-owner";
import { updateBrandRoute } from "./update-brand";
import { updateCompanyRoute } from "./update-company";

/** Brand Locations: the admin's editor of the brand registry (docs/admin.md, Brand Locations). */
export const adminRegistryRouter = createTRPCRouter({
  search: searchRegistryRoute,
  brand: getBrandRoute,
  company: getCompanyRoute,
  unknownBrands: listUnknownBrandsRoute,
  aiProposals: listAiProposalsRoute,
  createBrand: createBrandRoute,
  updateBrand: updateBrandRoute,
  setRegionalOwner: setRegionalOwnerRoute,
  confirmProposal: confirmProposalRoute,
  rejectProposal: rejectProposalRoute,
  createCompany: createCompanyRoute,
  updateCompany: updateCompanyRoute,
});
