'use strict';
/**
 * npm start's local mail catcher (docs/operations.md#email): an SMTP server on 127.0.0.1 and a free
 * port that accepts every mail and writes it, as received, into `folder` as `<ms>-<n>.eml`; the API
 * lists that folder at /dev/mail when MAIL_CATCHER_DIR names it. Development only: smtp-server is a
 * dev dependency, and the image neither has it nor sets MAIL_CATCHER_DIR.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Mails kept in the folder; older ones are deleted as new ones arrive. */
const KEEP = 500;

async function startMailCatcher(folder) {
  const { SMTPServer } = require('smtp-server');
  fs.mkdirSync(folder, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'npm start mail catcher: nothing is delivered',
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        counter += 1;
        const file = path.join(folder, `${Date.now()}-${counter}.eml`);
        fs.promises
          .writeFile(file, Buffer.concat(chunks))
          .then(() => prune(folder))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return { port, url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function prune(folder) {
  const files = (await fs.promises.readdir(folder)).filter((file) => /^\d{13}-\d+\.eml$/.test(file));
  if (files.length <= KEEP) return;
  files.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  await Promise.all(files.slice(0, files.length - KEEP).map((file) => fs.promises.rm(path.join(folder, file), { force: true })));
}

module.exports = { startMailCatcher };
