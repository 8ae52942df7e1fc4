import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

/** The README's shell blocks, in order. */
const shellBlocks = [...readme.matchAll(/^```(?:bash|sh)\n([\s\S]*?)^```$/gm)].map((match) => match[1]);

/** Issue 34 item 15: what a newcomer reads first, and examples they can run as written. */
describe('README.md', () => {
  it('opens with the commands, the unit tests beside the whole suite with how long each takes, then one sentence saying what it is', () => {
    const [commands] = shellBlocks;
    expect(readme.startsWith('# Recruiting Service\n\n```bash\n')).toBe(true);
    expect(commands).toMatch(/^npm ci && npm start\s/m);
    expect(commands).toMatch(/^npm test\s.*(minutes|hour)/m);
    expect(commands).toMatch(/^npm run test:unit\s.*minutes?/m);
    const prose = readme.slice(readme.indexOf('```\n', readme.indexOf('```bash') + 3) + 4).trimStart();
    const firstSentence = prose.slice(0, prose.search(/\.\s/) + 1);
    expect(firstSentence).toMatch(/^Recruiting Service is an applicant-tracking system/);
    expect(firstSentence.length).toBeLessThan(250);
  });

  it('uses in each shell example only the variables and files it makes itself', () => {
    for (const block of shellBlocks) {
      const assigned = new Set([...block.matchAll(/(?:^|[\s;(])([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
      const used = [...block.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
      expect({ block, missing: used.filter((name) => !assigned.has(name)) }).toEqual({ block, missing: [] });
      const written = new Set([...block.matchAll(/>\s*([\w.-]+)/g)].map((match) => match[1]));
      const uploaded = [...block.matchAll(/=@([\w.-]+)/g)].map((match) => match[1]);
      expect({ block, missing: uploaded.filter((file) => !written.has(file)) }).toEqual({ block, missing: [] });
    }
  });

  it('starts the webhook listener first, and shows --forward after it', () => {
    const listen = shellBlocks.findIndex((block) => /^npm run webhooks:listen$/m.test(block));
    const forward = shellBlocks.findIndex((block) => /^npm run webhooks:listen -- --forward /m.test(block));
    expect(listen).toBeGreaterThanOrEqual(0);
    expect(forward).toBeGreaterThan(listen);
  });

  it('shows access by hiring team with the demo data set: its hiring manager, its confidential job, a key made with ownerId', () => {
    const team = shellBlocks.find((block) => block.includes('/hiring-team'))!;
    expect(team).toContain('sam.okafor@acme.example');
    expect(team).toContain('"Data Analyst"');
    expect(team).toMatch(/POST \$API\/api-keys[\s\S]*"ownerId":/);
  });
});
