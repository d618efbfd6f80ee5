import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isObject } from "../json";

/** What GoTrue hands its Send Email hook, so code written for the hook reads the same fields. */
export interface EmailData {
  token: string;
  token_hash: string;
  redirect_to: string;
  email_action_type: string;
  site_url: string;
  token_new: string;
  token_hash_new: string;
}

export interface InboxMessage {
  id: string;
  sent_at: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message asks its reader to follow. */
  action_link: string;
  email_data: EmailData;
}

export type OutgoingMessage = Omit<InboxMessage, "id" | "sent_at">;

function isMessage(value: unknown): value is InboxMessage {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    typeof value.to === "string" &&
    typeof value.sent_at === "string"
  );
}

/**
 * The local mail catcher: every email the auth service sends is a JSON file in one folder,
 * named so that names sort by sending time. Nothing leaves the machine.
 */
export class Inbox {
  constructor(readonly dir: string) {}

  async deliver(outgoing: OutgoingMessage): Promise<InboxMessage> {
    await mkdir(this.dir, { recursive: true });
    const now = new Date();
    const message: InboxMessage = { id: randomUUID(), sent_at: now.toISOString(), ...outgoing };
    const name = `${String(now.getTime()).padStart(15, "0")}-${message.id}.json`;
    // Readers list the folder at any time, so a message appears only once complete.
    const partial = path.join(this.dir, `.${name}.partial`);
    await writeFile(partial, JSON.stringify(message, null, 2));
    await rename(partial, path.join(this.dir, name));
    return message;
  }

  /** Messages newest first, only those to `address` (any case) when given. */
  async list(address?: string): Promise<InboxMessage[]> {
    const wanted = address?.toLowerCase();
    const messages: InboxMessage[] = [];
    for (const name of await this.files()) {
      const message = await this.read(name);
      if (message && (wanted === undefined || message.to.toLowerCase() === wanted))
        messages.push(message);
    }
    return messages;
  }

  /** Deletes the messages (to `address` only, when given) and says how many went. */
  async clear(address?: string): Promise<number> {
    const wanted = address?.toLowerCase();
    let removed = 0;
    for (const name of await this.files()) {
      const message = await this.read(name);
      if (wanted !== undefined && message?.to.toLowerCase() !== wanted) continue;
      await rm(path.join(this.dir, name), { force: true });
      removed++;
    }
    return removed;
  }

  private async files(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    return names
      .filter((name) => /^\d{15}-[0-9a-f-]{36}\.json$/.test(name))
      .sort()
      .reverse();
  }

  private async read(name: string): Promise<InboxMessage | undefined> {
    try {
      const parsed: unknown = JSON.parse(await readFile(path.join(this.dir, name), "utf8"));
      return isMessage(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}
