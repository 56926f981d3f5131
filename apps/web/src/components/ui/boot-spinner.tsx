import { shellMessages } from "@/i18n/messages/shell/shell-messages";

/**
 * The spinner shown while the sign-in state loads (docs/product.md, Layout): the same markup as index.html's,
 * which is on screen before any script has run, so React taking over changes nothing the user sees. An SVG
 * drawing counts as the page's first contentful paint; Mantine's Loader (CSS borders) does not, so
 * rendering it in place of index.html's spinner made the first paint wait for the whole app
 * (README, Performance). Styled by `.boot-spinner` in styles/global.css.
 */
export function BootSpinner() {
  return (
    <div className="boot-spinner" role="status" aria-label={shellMessages.t("shell.loading")}>
      <svg viewBox="0 0 38 38" width="36" height="36" aria-hidden="true">
        <circle cx="19" cy="19" r="16" fill="none" stroke="#dee2e6" strokeWidth="4" />
        <path d="M35 19A16 16 0 0 0 19 3" fill="none" stroke="#1971c2" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </div>
  );
}
