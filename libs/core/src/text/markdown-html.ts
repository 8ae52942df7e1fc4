/**
 * Markdown as HTML: a job post's `content` for search engines and job boards (docs/api/careers.md#job-distribution)
 * and the HTML part of a message (docs/api/messaging.md). The subset the example careers page draws (headings,
 * paragraphs, lists, quotes, code, rules, emphasis, links). Every piece of text is escaped, no HTML of the source passes through, and links keep only
 * absolute http(s) and mailto targets.
 */

const INLINE = [
  { kind: 'escape', re: /\\([\\`*_{}[\]()#+\-.!>~|])/y },
  { kind: 'code', re: /(`+)([\s\S]+?)\1(?!`)/y },
  { kind: 'autolink', re: /<((?:https?:\/\/|mailto:)[^\s<>]+)>/y },
  { kind: 'link', re: /!?\[((?:[^[\]\\]|\\.)*)\]\(\s*<?([^\s<>()]+)>?(?:\s+"[^"]*")?\s*\)/y },
  { kind: 'strong', re: /(\*\*|__)(?=\S)([\s\S]*?\S)\1/y },
  { kind: 'em', re: /(\*|_)(?=\S)([\s\S]*?\S)\1(?![\w*])/y },
] as const;

const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+\s*)?$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE = /^ {0,3}>/;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** An absolute http(s) or mailto URL, normalized; null for anything else (javascript:, relative paths). */
function safeHref(target: string): string | null {
  try {
    const url = new URL(target);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function link(target: string, inner: string): string {
  const href = safeHref(target);
  return href === null ? inner : `<a href="${escapeHtml(href)}" rel="nofollow">${inner}</a>`;
}

function inline(text: string): string {
  let html = '';
  let i = 0;
  outer: while (i < text.length) {
    if ('\\`<[!*_'.includes(text[i])) {
      for (const { kind, re } of INLINE) {
        re.lastIndex = i;
        const match = re.exec(text);
        if (match === null) continue;
        // An underscore inside a word (snake_case) is text.
        if ((kind === 'em' || kind === 'strong') && match[1][0] === '_' && /\w/.test((text[i - 1] ?? '') + (text[re.lastIndex] ?? ''))) continue;
        i = re.lastIndex;
        if (kind === 'escape') html += escapeHtml(match[1]);
        else if (kind === 'code') html += `<code>${escapeHtml(match[2].trim() === '' ? match[2] : match[2].replace(/^ (.*) $/s, '$1'))}</code>`;
        else if (kind === 'autolink') html += link(match[1], escapeHtml(match[1]));
        else if (kind === 'link') html += link(match[2], inline(match[1]));
        else html += kind === 'strong' ? `<strong>${inline(match[2])}</strong>` : `<em>${inline(match[2])}</em>`;
        continue outer;
      }
    }
    html += escapeHtml(text[i]);
    i += 1;
  }
  return html;
}

/** A paragraph's lines: a line ending in two spaces or a backslash breaks. */
function paragraph(lines: string[]): string {
  const parts = lines.map((line, index) => {
    const last = index === lines.length - 1;
    const hard = !last && /( {2,}|\\)$/.test(line);
    return inline(hard ? line.replace(/( {2,}|\\)$/, '') : line.trim()) + (last ? '' : hard ? '<br>' : ' ');
  });
  return `<p>${parts.join('')}</p>`;
}

function blocks(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence !== null) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) code.push(lines[i++]);
      i += 1;
      html.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading !== null) {
      html.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      html.push('<hr>');
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) quoted.push(lines[i++].replace(/^ {0,3}> ?/, ''));
      html.push(`<blockquote>${blocks(quoted.join('\n'))}</blockquote>`);
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item !== null) {
      const ordered = /\d/.test(item[1]);
      const start = ordered && parseInt(item[1], 10) !== 1 ? ` start="${parseInt(item[1], 10)}"` : '';
      const items: string[] = [];
      while (i < lines.length) {
        const next = LIST_ITEM.exec(lines[i]);
        if (next === null || /\d/.test(next[1]) !== ordered) break;
        const text = [next[2]];
        i += 1;
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !LIST_ITEM.test(lines[i])) text.push(lines[i++].trim());
        items.push(`<li>${inline(text.join(' '))}</li>`);
      }
      html.push(ordered ? `<ol${start}>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
      continue;
    }
    const text: string[] = [];
    while (i < lines.length && lines[i].trim() !== '' && ![HEADING, FENCE, RULE, LIST_ITEM, QUOTE].some((re) => re.test(lines[i]))) text.push(lines[i++]);
    html.push(paragraph(text));
  }
  return html.join('\n');
}

export function markdownToHtml(source: string): string {
  return blocks(source);
}
