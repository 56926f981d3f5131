import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";

import type { TAiProposalsResponse } from "@productcheck/validators/brand-locations";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { useConfirmProposalMutation } from "../api/confirm-proposal";
import { useAiProposalsQuery } from "../api/list-ai-proposals";
import { useRejectProposalMutation } from "../api/reject-proposal";
import { toastRegistryFailed, toastRegistrySaved } from "../hooks/registry-toasts";
import { catalogueLine, chainWithHqText } from "../utils/registry-text";
import { SourceNoteDialog, type SourceNoteRequest } from "./source-note-dialog";

type Proposal = TAiProposalsResponse["proposals"][number];

/** Owners the AI proposed: the chain with HQs, its note and counts; Confirm or Reject, each with a source note. */
export function AiProposalsList({ onOpenBrand }: { onOpenBrand: (id: number) => void }) {
  const t = useMessages(adminMessages);
  const list = useAiProposalsQuery();
  const confirm = useConfirmProposalMutation();
  const reject = useRejectProposalMutation();
  const [review, setReview] = useState<{ kind: "confirm" | "reject"; proposal: Proposal } | null>(null);
  const proposals = list.data?.proposals ?? [];

  const request: SourceNoteRequest | null = review
    ? review.kind === "confirm"
      ? {
          id: review.proposal.brandId,
          title: t("admin.proposals.confirmTitle", { brand: review.proposal.brand }),
          text: t("admin.proposals.confirmText", { chain: chainWithHqText(review.proposal.chain) }),
          confirmLabel: t("admin.confirm"),
        }
      : {
          id: review.proposal.brandId,
          title: t("admin.proposals.rejectTitle", { brand: review.proposal.brand }),
          text: t("admin.proposals.rejectText"),
          confirmLabel: t("admin.reject"),
          destructive: true,
        }
    : null;

  const submit = (sourceNote: string) => {
    if (!review) return;
    const { kind, proposal } = review;
    const input = { id: proposal.brandId, sourceNote };
    const onError = (error: unknown) =>
      toastRegistryFailed(error, t(kind === "confirm" ? "admin.proposals.confirmFailed" : "admin.proposals.rejectFailed"));
    if (kind === "confirm") {
      confirm.mutate(input, {
        onSuccess: () => {
          toastRegistrySaved(t("admin.proposals.confirmed", { brand: proposal.brand }));
          setReview(null);
        },
        onError,
      });
    } else {
      reject.mutate(input, {
        onSuccess: () => {
          toastRegistrySaved(t("admin.proposals.rejected", { brand: proposal.brand }));
          setReview(null);
        },
        onError,
      });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={t("admin.proposals.title")}>
      <Title order={4}>{t("admin.proposals.title")}</Title>
      {list.isPending ? (
        <Skeleton h={96} radius="md" aria-label={t("admin.proposals.loading")} />
      ) : list.isError ? (
        <Text c="dimmed">{t("admin.proposals.failed")}</Text>
      ) : proposals.length === 0 ? (
        <Text c="dimmed">{t("admin.proposals.empty")}</Text>
      ) : (
        proposals.map((proposal) => (
          <Paper key={proposal.brandId} withBorder p="sm" radius="md" component="article" aria-label={t("admin.proposals.label", { brand: proposal.brand })}>
            <Anchor component="button" type="button" fw={600} onClick={() => onOpenBrand(proposal.brandId)}>
              {proposal.brand}
            </Anchor>
            <Text size="sm">{chainWithHqText(proposal.chain)}</Text>
            <Text size="xs" c="dimmed">
              {proposal.sourceNote}
            </Text>
            <Text size="xs" c="dimmed">
              {catalogueLine(proposal.productCount, proposal.scanCount)}
            </Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" color="green" leftSection={<IconCheck size={14} />} onClick={() => setReview({ kind: "confirm", proposal })}>
                {t("admin.confirm")}
              </Button>
              <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} onClick={() => setReview({ kind: "reject", proposal })}>
                {t("admin.reject")}
              </Button>
            </Group>
          </Paper>
        ))
      )}
      <SourceNoteDialog request={request} busy={confirm.isPending || reject.isPending} onCancel={() => setReview(null)} onSubmit={submit} />
    </Stack>
  );
}
