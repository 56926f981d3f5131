import { Button, Divider, Group, Stack } from "@mantine/core";
import { IconBuildingPlus, IconPlus } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { AiProposalsList } from "./ai-proposals-list";
import { BrandDetail } from "./brand-detail";
import { BrandDialog, type BrandDialogTarget } from "./brand-dialog";
import { CompanyDetail } from "./company-detail";
import { CompanyDialog } from "./company-dialog";
import { RegistrySearch } from "./registry-search";
import { UnknownBrandsList } from "./unknown-brands-list";

type View = { kind: "brand"; id: number } | { kind: "company"; id: number };

/**
 * Brand Locations (docs/product.md, Admin): search the brand registry, give the most scanned unknown brands
 * an owner, review the AI's proposals, and open a brand or company to edit it. Details open as sub-views
 * with Back, so the phone-width screen shows one thing at a time.
 */
export function BrandLocationsSection() {
  const t = useMessages(adminMessages);
  const [trail, setTrail] = useState<View[]>([]);
  const [brandDialog, setBrandDialog] = useState<BrandDialogTarget | null>(null);
  const [newCompany, setNewCompany] = useState(false);
  const open = (view: View) => setTrail((current) => [...current, view]);
  const back = () => setTrail((current) => current.slice(0, -1));
  const openBrand = (id: number) => open({ kind: "brand", id });
  const openCompany = (id: number) => open({ kind: "company", id });
  const current = trail.at(-1);
  const top = useRef<HTMLDivElement>(null);
  // A detail opened from far down a list (or Back from one) starts at the section's top.
  useEffect(() => {
    if (trail.length > 0) top.current?.scrollIntoView({ block: "start" });
  }, [trail]);

  return (
    <Stack ref={top} gap="md" component="section" aria-label={t("admin.section.brandLocations")}>
      {current?.kind === "brand" ? (
        <BrandDetail key={`brand-${current.id}`} id={current.id} onBack={back} onOpenCompany={openCompany} />
      ) : current?.kind === "company" ? (
        <CompanyDetail key={`company-${current.id}`} id={current.id} onBack={back} onOpenBrand={openBrand} onOpenCompany={openCompany} />
      ) : (
        <>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => setBrandDialog({ kind: "create", name: "", ownerHint: "" })}>
              {t("admin.newBrand")}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconBuildingPlus size={14} />} onClick={() => setNewCompany(true)}>
              {t("admin.newCompany")}
            </Button>
          </Group>
          <RegistrySearch onOpenBrand={openBrand} onOpenCompany={openCompany} />
          <Divider />
          <UnknownBrandsList onAddOwner={(brand) => setBrandDialog({ kind: "create", name: brand.brand, ownerHint: brand.ownerHint })} />
          <Divider />
          <AiProposalsList onOpenBrand={openBrand} />
        </>
      )}
      <BrandDialog target={brandDialog} onClose={() => setBrandDialog(null)} onSaved={(brand) => openBrand(brand.id)} />
      <CompanyDialog opened={newCompany} company={null} onClose={() => setNewCompany(false)} onSaved={(company) => openCompany(company.id)} />
    </Stack>
  );
}
