import { Fragment, type ReactNode } from "react";

/** A toast's fixed text, with the server's reason for refusing (if it gave one) on a line of its own. */
export function withReason(message: string, reason: string | null): ReactNode {
  if (!reason) return message;
  return (
    <Fragment>
      {message}
      <br />
      {reason}
    </Fragment>
  );
}
