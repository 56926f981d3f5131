import nodemailer from "nodemailer";

export interface SignInCodeMail {
  to: string;
  code: string;
  expiresInMinutes: number;
}

/** How the server sends e-mail: over SMTP in production, into the log in development without SMTP. */
export interface Mailer {
  sendSignInCode(mail: SignInCodeMail): Promise<void>;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sign-in e-mail, as plain text and HTML. It reads the same for every address: it never says
 * whether an account exists (a new one is made when the code is used).
 */
export function signInCodeMessage({ code, expiresInMinutes }: Omit<SignInCodeMail, "to">): MailMessage {
  const validity = `The code works once and expires in ${expiresInMinutes} minutes.`;
  const ignore = "If you did not ask to sign in to ProductCheck, you can ignore this e-mail: nobody can sign in without the code.";
  const text = [`Your ProductCheck sign-in code is:`, "", code, "", validity, "", ignore, ""].join("\n");
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328">
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <tr><td>
        <p style="margin:0 0 16px;font-size:16px">Your ProductCheck sign-in code is:</p>
        <p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:6px;font-family:'SFMono-Regular',Consolas,monospace">${escapeHtml(code)}</p>
        <p style="margin:0 0 16px;font-size:14px">${escapeHtml(validity)}</p>
        <p style="margin:0;font-size:12px;color:#59636e">${escapeHtml(ignore)}</p>
      </td></tr>
    </table>
  </body>
</html>
`;
  return { subject: `${code} is your ProductCheck sign-in code`, text, html };
}

/** Sends over SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for TLS from the start). */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer & { close(): void } {
  // Fail a stuck server within seconds: the person waiting for the code sees an error, not a spinner.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async sendSignInCode({ to, code, expiresInMinutes }) {
      await transport.sendMail({ from, to, ...signInCodeMessage({ code, expiresInMinutes }) });
    },
    close: () => transport.close(),
  };
}

/** Development without SMTP: the code goes to the server log instead of a mailbox. */
export function createLogMailer(log: (details: { to: string; code: string }, message: string) => void): Mailer {
  return {
    async sendSignInCode({ to, code }) {
      log({ to, code }, `sign-in code for ${to}: ${code} (no SMTP_URL configured, so it is logged instead of mailed)`);
    },
  };
}
