import type { Inbox, InboxMessage } from "./inbox";

/** GoTrue's email action types, which are also the `type` of the verify link. */
export type EmailAction = "signup" | "invite" | "magiclink" | "recovery" | "email_change";

export interface AuthEmail {
  to: string;
  action: EmailAction;
  otp: string;
  tokenHash: string;
  redirectTo: string;
  /** For an email change: the address being confirmed. */
  newEmail?: string;
}

/** GoTrue's default subjects. */
const SUBJECTS: Record<EmailAction, string> = {
  signup: "Confirm your email address",
  invite: "You have been invited",
  magiclink: "Your sign-in link",
  recovery: "Reset your password",
  email_change: "Confirm your new email address",
};

function intro(email: AuthEmail): { lead: string; action: string } {
  switch (email.action) {
    case "signup":
      return {
        lead: "Follow the link below to confirm this email address and finish signing up.",
        action: "Confirm email address",
      };
    case "invite":
      return {
        lead: "You have been invited to create a user. Follow the link below to accept the invite.",
        action: "Accept the invite",
      };
    case "magiclink":
      return {
        lead: "Follow the link below to sign in. It can be used once.",
        action: "Sign in",
      };
    case "recovery":
      return {
        lead: "We received a request to reset your password. Follow the link below to choose a new one.",
        action: "Reset password",
      };
    case "email_change":
      return {
        lead: `Follow the link below to confirm ${email.newEmail ?? ""} as your new email address.`,
        action: "Confirm new email address",
      };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailerUrls {
  /** This server's public URL; links point at its /auth/v1/verify. */
  apiUrl(): string;
  siteUrl: string;
}

/** Writes the auth emails GoTrue would send into the local inbox. */
export class Mailer {
  constructor(
    private readonly inbox: Inbox,
    private readonly urls: MailerUrls,
    private readonly log: (line: string) => void,
  ) {}

  /** GoTrue's ConfirmationURL: the verify endpoint with the token hash, type and redirect. */
  link(email: AuthEmail): string {
    const query = new URLSearchParams({
      token: email.tokenHash,
      type: email.action,
      redirect_to: email.redirectTo,
    });
    return `${this.urls.apiUrl()}/auth/v1/verify?${query.toString()}`;
  }

  /**
   * GoTrue's reauthentication email: a code to type back as the `nonce`, with no link, since
   * there is nothing to verify at /verify.
   */
  async sendReauthentication(to: string, otp: string): Promise<InboxMessage> {
    const subject = "Confirm reauthentication";
    const codeLine = `Enter the code: ${otp}`;
    const message = await this.inbox.deliver({
      to,
      subject,
      text: `${codeLine}\n`,
      html: `<h2>${subject}</h2>\n<p>${escapeHtml(codeLine)}</p>`,
      action_link: "",
      email_data: {
        token: otp,
        token_hash: "",
        redirect_to: "",
        email_action_type: "reauthentication",
        site_url: this.urls.siteUrl,
        token_new: "",
        token_hash_new: "",
      },
    });
    this.log(`[local-supabase] mail to ${to}: ${subject} (code ${otp})`);
    return message;
  }

  async send(email: AuthEmail): Promise<InboxMessage> {
    const link = this.link(email);
    const { lead, action } = intro(email);
    const codeLine = `Or enter this code: ${email.otp}`;
    const message = await this.inbox.deliver({
      to: email.to,
      subject: SUBJECTS[email.action],
      text: `${lead}\n\n${action}: ${link}\n\n${codeLine}\n`,
      html:
        `<h2>${escapeHtml(SUBJECTS[email.action])}</h2>\n<p>${escapeHtml(lead)}</p>\n` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>\n<p>${escapeHtml(codeLine)}</p>`,
      action_link: link,
      email_data: {
        token: email.otp,
        token_hash: email.tokenHash,
        redirect_to: email.redirectTo,
        email_action_type: email.action,
        site_url: this.urls.siteUrl,
        token_new: "",
        token_hash_new: "",
      },
    });
    this.log(`[local-supabase] mail to ${email.to}: ${message.subject} ${link}`);
    return message;
  }
}
