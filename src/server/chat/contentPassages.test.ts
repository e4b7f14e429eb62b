import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  GENERATED_MODULE,
  renderContentPassagesModule,
} from '../../../scripts/chatContentPassages.ts';
import { withSiteFacts } from '../../lib/siteFacts.ts';
import { createOfflineResponder } from './offlineResponder.ts';
import { siteKnowledge, siteKnowledgeEs } from './siteKnowledge.ts';

const root = process.cwd();
const responder = createOfflineResponder(siteKnowledge);
const ask = (content: string) => responder.answer([{ role: 'user', content }]);

/** One language's entries of a collection (English outside its es/ folder), facts filled in as the pages show them. */
async function readYamlDir(dir: string, locale: 'en' | 'es' = 'en') {
  const files = (await readdir(path.join(root, dir), { recursive: true })).filter(
    (f) => f.endsWith('.yaml') && (f.split(path.sep)[0] === 'es') === (locale === 'es'),
  );
  return Promise.all(
    files.map(
      async (f) => withSiteFacts(parse(await readFile(path.join(root, dir, f), 'utf8'))) as unknown,
    ),
  );
}

describe('chat knowledge generated from src/content', () => {
  it('is generated from the content as it is now, not a committed copy that goes stale', async () => {
    // vitest's global setup (scripts/vitestGlobalSetup.ts) wrote it before this file loaded.
    const onDisk = await readFile(path.join(root, GENERATED_MODULE), 'utf8');
    expect(onDisk).toBe(await renderContentPassagesModule(root));
    const ignored = await readFile(path.join(root, '.gitignore'), 'utf8');
    expect(ignored.split('\n')).toContain(`${path.dirname(GENERATED_MODULE)}/`);
  });

  it('answers a question about each service with its description and division page', async () => {
    const services = (await readYamlDir('src/content/services')) as {
      division: string;
      title: string;
      summary: string;
    }[];
    expect(services.length).toBeGreaterThan(10);
    for (const service of services) {
      const answer = ask(`Tell me about your ${service.title} service`);
      expect(answer, service.title).toContain(service.summary);
      expect(answer, service.title).toContain(`/${service.division}`);
    }
  });

  it('answers each FAQ question with the FAQ answer', async () => {
    const faq = (await readYamlDir('src/content/faq')) as { question: string; answer: string }[];
    expect(faq.length).toBeGreaterThan(3);
    // The response time is also a site.ts fact; that passage (same figures) may answer first.
    const siteFact = siteKnowledge.passages.find((p) => p.id === 'response-time')?.text ?? '';
    for (const item of faq) {
      const answer = ask(item.question);
      if (answer.startsWith(siteFact) && siteFact) {
        for (const figure of item.answer.match(/\d[\d-]*\s\w+/g) ?? []) {
          expect(answer, item.question).toContain(figure);
        }
      } else {
        expect(answer, item.question).toContain(item.answer);
      }
    }
  });

  it('answers Spanish questions about each service and FAQ from the Spanish twins, linking /es pages', async () => {
    const spanish = createOfflineResponder(siteKnowledgeEs);
    const preguntar = (content: string) => spanish.answer([{ role: 'user', content }]);
    const services = (await readYamlDir('src/content/services', 'es')) as {
      division: string;
      title: string;
      summary: string;
    }[];
    expect(services.length).toBeGreaterThan(10);
    for (const service of services) {
      const answer = preguntar(`Hábleme de su servicio de ${service.title}`);
      // The summary follows a colon, after which Spanish continues in lower case.
      expect(answer, service.title).toContain(
        `${service.summary.charAt(0).toLowerCase()}${service.summary.slice(1)}`,
      );
      expect(answer, service.title).toContain(`/es/${service.division}`);
    }
    const faq = (await readYamlDir('src/content/faq', 'es')) as {
      question: string;
      answer: string;
    }[];
    expect(faq.length).toBeGreaterThan(3);
    const siteFact = siteKnowledgeEs.passages.find((p) => p.id === 'response-time')?.text ?? '';
    for (const item of faq) {
      const answer = preguntar(item.question);
      if (!(siteFact && answer.startsWith(siteFact)))
        expect(answer, item.question).toContain(item.answer);
    }
  });

  it('answers concrete questions with the service a visitor would not name', () => {
    const answer = ask('Can you help with seed-to-sale tracking and mock inspections?');
    expect(answer).toContain('Operations & Compliance Readiness');
    expect(answer).toContain('/cannabis');
    expect(ask('Do you do energy audits?')).toContain('ranks upgrades by payback');
  });

  describe('a broken content file', () => {
    let copy = '';
    afterAll(async () => {
      if (copy) await rm(copy, { recursive: true, force: true });
    });

    it('stops the step with the file and the field', async () => {
      copy = await mkdtemp(path.join(tmpdir(), 'chat-content-'));
      await cp(path.join(root, 'src', 'content'), path.join(copy, 'src', 'content'), {
        recursive: true,
      });
      const file = path.join(copy, 'src/content/services/cannabis/license-application.yaml');
      await writeFile(file, 'division: cannabis\ntitle: License Application Support\norder: 1\n');
      await expect(renderContentPassagesModule(copy)).rejects.toThrow(
        /src\/content\/services\/cannabis\/license-application\.yaml[\s\S]*summary/,
      );
    });
  });
});
