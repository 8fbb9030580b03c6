import type { Server } from 'node:http';

/** Types of scripts/local-inbox.mjs for the TypeScript tests that start it. */
export declare const SEND_PATH: '/api/v1.0/email/send';
export declare const DEFAULT_PORT: number;
export declare const DEFAULT_INBOX_FILE: string;

export declare function checkPayload(payload: unknown): { status: number; text: string } | null;

export type LocalInboxOptions = {
  port?: number;
  host?: string;
  inboxFile?: string;
  log?: (message: string) => void;
};

export type LocalInbox = {
  server: Server;
  port: number;
  url: string;
  inboxFile: string;
  close: () => Promise<void>;
};

export declare function startLocalInbox(options?: LocalInboxOptions): Promise<LocalInbox>;
