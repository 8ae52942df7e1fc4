import { fillText, messageSourceIssues, placeholderIssues, renderHtml, unknownPlaceholders } from './placeholders';

describe('placeholders (docs/api/messaging.md#placeholders)', () => {
  it('finds unknown names once each, spaces inside the braces allowed', () => {
    expect(unknownPlaceholders('{{ job.title }} {{first}} {{first}} {{candidate.firstName}} {{x.y}}')).toEqual(['first', 'x.y']);
  });

  it('reports subject and body at their paths, naming the unknown ones', () => {
    const issues = placeholderIssues({ subject: 'Hi {{name}}', body: 'ok {{company.name}}' });
    expect(issues).toEqual([{ location: 'body', path: 'subject', message: expect.stringContaining('unknown placeholder {{name}};') }]);
  });

  it('fills text as is; a placeholder with no value is empty', () => {
    expect(fillText('Hi {{candidate.firstName}} about {{job.title}}', { 'candidate.firstName': '<Ada>' })).toBe('Hi <Ada> about ');
  });

  it('escapes values in the HTML after rendering the Markdown: a value never becomes markup', () => {
    const html = renderHtml('**{{candidate.firstName}}** and {{candidate.lastName}}', {
      'candidate.firstName': '<script>x</script>',
      'candidate.lastName': '*b*',
    });
    expect(html).toBe('<p><strong>&lt;script&gt;x&lt;/script&gt;</strong> and *b*</p>');
  });

  it('drops the marks a source holds itself', () => {
    expect(renderHtml('a\uE0000\uE001b', {})).toBe('<p>a0b</p>');
  });

  it('wants templateId, or subject and body', () => {
    expect(messageSourceIssues({ templateId: 'x' })).toEqual([]);
    expect(messageSourceIssues({ subject: 's', body: 'b' })).toEqual([]);
    expect(messageSourceIssues({ templateId: 'x', body: 'b' }).map((issue) => issue.path)).toEqual(['templateId']);
    expect(messageSourceIssues({ body: 'b' }).map((issue) => issue.path)).toEqual(['subject']);
  });
});
