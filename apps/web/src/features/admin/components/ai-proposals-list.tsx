import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";

import type { TAiProposalsResponse } from "@productcheck/validators/brand-locations";

import { useConfirmProposalMutation } from "../api/confirm-proposal";
import { useAiProposalsQuery } from "../api/list-ai-proposals";
import { useRejectProposalMutation } from "../api/reject-proposal";
import { toastRegistryFailed, toastRegistrySaved } from "../hooks/registry-toasts";
import { catalogueLine, chainWithHqText } from "../utils/registry-text";
import { SourceNoteDialog, type SourceNoteRequest } from "./source-note-dialog";

type Proposal = TAiProposalsResponse["proposals"][number];

export const NO_AI_PROPOSALS = "No AI proposals waiting";

/** Owners the AI proposed: the chain with HQs, its note and counts; Confirm or Reject, each with a source note. */
export function AiProposalsList({ onOpenBrand }: { onOpenBrand: (id: number) => void }) {
  const list = useAiProposalsQuery();
  const confirm = useConfirmProposalMutation();
  const reject = useRejectProposalMutation();
  const [review, setReview] = useState<{ kind: "confirm" | "reject"; proposal: Proposal } | null>(null);
  const proposals = list.data?.proposals ?? [];

  const request: SourceNoteRequest | null = review
    ? review.kind === "confirm"
      ? {
          id: review.proposal.brandId,
          title: `Confirm ${review.proposal.brand}`,
          text: `The proposed owner becomes a verified fact: ${chainWithHqText(review.proposal.chain)}.`,
          confirmLabel: "Confirm",
        }
      : {
          id: review.proposal.brandId,
          title: `Reject ${review.proposal.brand}`,
          text: "The proposal is dropped and the brand goes back to having no known owner.",
          confirmLabel: "Reject",
          destructive: true,
        }
    : null;

  const submit = (sourceNote: string) => {
    if (!review) return;
    const { kind, proposal } = review;
    const input = { id: proposal.brandId, sourceNote };
    const onError = (error: unknown) => toastRegistryFailed(error, `Failed to ${kind} the proposal.`);
    if (kind === "confirm") {
      confirm.mutate(input, {
        onSuccess: () => {
          toastRegistrySaved(`Owner of ${proposal.brand} confirmed.`);
          setReview(null);
        },
        onError,
      });
    } else {
      reject.mutate(input, {
        onSuccess: () => {
          toastRegistrySaved(`Proposal for ${proposal.brand} rejected.`);
          setReview(null);
        },
        onError,
      });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label="AI proposals">
      <Title order={4}>AI proposals</Title>
      {list.isPending ? (
        <Skeleton h={96} radius="md" aria-label="Loading AI proposals" />
      ) : list.isError ? (
        <Text c="dimmed">The AI proposals could not be loaded.</Text>
      ) : proposals.length === 0 ? (
        <Text c="dimmed">{NO_AI_PROPOSALS}</Text>
      ) : (
        proposals.map((proposal) => (
          <Paper key={proposal.brandId} withBorder p="sm" radius="md" component="article" aria-label={`AI proposal ${proposal.brand}`}>
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
                Confirm
              </Button>
              <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} onClick={() => setReview({ kind: "reject", proposal })}>
                Reject
              </Button>
            </Group>
          </Paper>
        ))
      )}
      <SourceNoteDialog request={request} busy={confirm.isPending || reject.isPending} onCancel={() => setReview(null)} onSubmit={submit} />
    </Stack>
  );
}
