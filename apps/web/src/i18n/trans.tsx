import { useLingui } from "@lingui/react";
import { TransNoContext } from "@lingui/react/server";
import type { ReactElement } from "react";

interface TransProps {
  id: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

/**
 * A message with elements inside it ("Owned by <0>{company}</0>"): Lingui's Trans, bound to the app's instance.
 * Imported from here rather than `@lingui/react`, whose own Trans would bring its rich-text code into every
 * screen's first load (README, Performance); this way it comes with the screens that use it.
 */
export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
