import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";

import { adminMessages } from "@/i18n/messages/admin/admin-messages";
import { useMessages } from "@/i18n/namespace";

import { sourceNoteErrors } from "../utils/registry-forms";
import { SourceNoteField } from "./source-note-field";

export interface SourceNoteRequest {
  title: string;
  /** What is about to happen, in a sentence. */
  text: string;
  confirmLabel: string;
  destructive?: boolean;
  /** The id the note is about (a brand's). */
  id: number;
}

interface Props {
  request: SourceNoteRequest | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (sourceNote: string) => void;
}

function NoteForm({ request, busy, onCancel, onSubmit }: Props & { request: SourceNoteRequest }) {
  const t = useMessages(adminMessages);
  const [note, setNote] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? sourceNoteErrors(request.id, note) : {};
  return (
    <form
      noValidate
      aria-label={request.title}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(sourceNoteErrors(request.id, note)).length === 0) onSubmit(note);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{request.text}</Text>
        <SourceNoteField value={note} error={errors.sourceNote} onChange={setNote} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" color={request.destructive ? "red" : undefined} loading={busy}>
            {request.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A small dialog asking only for the source note (confirm or reject an AI proposal). */
export function SourceNoteDialog({ request, busy, onCancel, onSubmit }: Props) {
  return (
    <Modal opened={request !== null} onClose={onCancel} title={request?.title} centered>
      {request ? <NoteForm key={request.id} request={request} busy={busy} onCancel={onCancel} onSubmit={onSubmit} /> : null}
    </Modal>
  );
}
