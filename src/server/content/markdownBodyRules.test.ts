import { describe, expect, it } from 'vitest';
import { markdownBodyProblems } from './markdownBodyRules.ts';
import { renderMarkdownBody } from './renderMarkdownBody.ts';

/**
 * The page-text rules on their own, with the cases the API tests do not spell out: reference links,
 * a scheme in capitals, code the editor writes as an example, sentences that merely start with
 * "Import", and braces that are not facts.
 */
const lines = (body: string) => markdownBodyProblems(body).map((p) => p.line);

describe('page text rules', () => {
  it('accepts plain Markdown with ordinary characters and fact tokens', () => {
    const body = [
      '## Fees',
      '',
      'Import duties apply to equipment. Most clients pay back in <2 years; a < b and 5 > 3.',
      'Every {dólar} & cent counts {for you}.',
      '',
      '- Call {site.phone} or write to [{site.email}](mailto:{site.email}).',
      '- See [our team](/team), [fees](#fees), [the CCC](https://masscannabiscontrol.com).',
      '',
      '`<script>` in code is shown as text:',
      '',
      '```',
      '<iframe src="x"></iframe>',
      '```',
    ].join('\n');
    expect(markdownBodyProblems(body)).toEqual([]);
  });

  it('names each refused line, counting from 1', () => {
    const body = [
      'Fine.',
      '[ref link][evil]',
      '',
      '[evil]: JAVASCRIPT:alert(1)',
      '',
      'Ok <b>bold</b> here',
      '',
      'export default function Page() {}',
      'Data: {data.secret}',
    ].join('\n');
    expect(lines(body)).toEqual([4, 6, 8, 9]);
  });

  it('refuses what would reach the page as markup, however it is spelt', () => {
    for (const body of [
      '<ScRiPt>x</ScRiPt>',
      '<!-- a comment the page would carry -->',
      '<a href="https://example.com" onclick="x()">a</a>',
      '[x](vbscript:msgbox)',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
    ]) {
      expect(markdownBodyProblems(body), body).not.toEqual([]);
    }
  });

  it('renders accepted text literally, as the site does', async () => {
    const html = await renderMarkdownBody('Pay back in <2 years, every {dólar} & "more" -- now.');
    expect(html).toBe('<p>Pay back in &lt;2 years, every {dólar} &amp; “more” – now.</p>\n');
    // A tag left open is not a tag to Markdown: accepted, and printed as text.
    expect(markdownBodyProblems('<img src=x onerror=alert(1)//')).toEqual([]);
    expect(await renderMarkdownBody('<img src=x onerror=alert(1)//')).toBe(
      '<p>&lt;img src=x onerror=alert(1)//</p>\n',
    );
  });
});
