import { Modal } from "@mantine/core";

import type { TCompanyDetail } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { CompanyForm } from "./company-form";

interface Props {
  opened: boolean;
  /** null: a new company. */
  company: TCompanyDetail | null;
  onClose: () => void;
  onSaved?: (company: TCompanyDetail) => void;
}

/** 'New company' / 'Edit company'; the form is remounted each time it opens. */
export function CompanyDialog({ opened, company, onClose, onSaved }: Props) {
  const t = useMessages(adminMessages);
  return (
    <Modal opened={opened} onClose={onClose} title={t(company ? "admin.editCompany" : "admin.newCompany")} centered>
      {opened ? (
        <CompanyForm
          company={company}
          onCancel={onClose}
          onSaved={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      ) : null}
    </Modal>
  );
}
