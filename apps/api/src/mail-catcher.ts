import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { simpleParser } from 'mailparser';

/** Where `npm start` lists the mails its local SMTP catcher received (docs/operations.md#email). */
export const MAIL_CATCHER_PATH = '/dev/mail';

/** A file the catcher wrote: `<received at, ms>-<n>.eml`. */
const MAIL_FILE = /^\d{13}-\d+\.eml$/;

/**
 * The mails in `folder` (MAIL_CATCHER_DIR), newest first: `GET /dev/mail` lists them as JSON
 * (`from`, `to`, `subject`, `messageId`, `replyTo`, `listUnsubscribe`, `text`, `html`), and
 * `GET /dev/mail/<file>` answers one as it was received (`message/rfc822`).
 */
export function mailCatcher(folder: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET') return next();
    const name = request.path.replace(/^\/+/, '');
    void (async () => {
      if (name !== '') {
        if (!MAIL_FILE.test(name)) return next();
        const raw = await readFile(join(folder, name)).catch(() => undefined);
        if (raw === undefined) return next();
        response.type('message/rfc822').send(raw);
        return;
      }
      const files = (await readdir(folder)).filter((file) => MAIL_FILE.test(file)).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
      const mails = await Promise.all(
        files.slice(0, 200).map(async (file) => {
          const parsed = await simpleParser(await readFile(join(folder, file)));
          const addresses = (value: typeof parsed.to) => [value ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''));
          return {
            file,
            url: `${MAIL_CATCHER_PATH}/${file}`,
            receivedAt: new Date(Number(file.slice(0, 13))).toISOString(),
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? null,
            messageId: parsed.messageId ?? null,
            listUnsubscribe: parsed.headers.get('list-unsubscribe') ?? null,
            text: parsed.text ?? null,
            html: typeof parsed.html === 'string' ? parsed.html : null,
          };
        }),
      );
      response.json({ data: mails, meta: { folder, total: files.length } });
    })().catch(next);
  };
}
