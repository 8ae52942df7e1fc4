/** Destinations whose content is not body text (font and colour tables, metadata, pictures, ...). */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'object',
  'themedata',
  'datastore',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
]);
const BREAKS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  row: '\n',
  tab: '\t',
  cell: '\t',
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
};

/**
 * The text of an RTF document: control words and groups that are not body text removed, `\'hh`
 * (Windows-1252) and `\uN` escapes decoded. One linear pass; unbalanced braces are tolerated.
 */
export function rtfToText(rtf: string): string {
  const out: string[] = [];
  // Per group: whether its text is skipped, and how many fallback characters follow a \uN (\ucN).
  const stack: Array<{ skip: boolean; uc: number }> = [];
  let skip = false;
  let uc = 1;
  let pendingFallback = 0;
  const decoder = new TextDecoder('windows-1252');
  const emit = (text: string) => {
    if (pendingFallback > 0) {
      const dropped = Math.min(pendingFallback, text.length);
      pendingFallback -= dropped;
      text = text.slice(dropped);
    }
    if (!skip && text !== '') out.push(text);
  };
  let i = 0;
  while (i < rtf.length) {
    const c = rtf[i];
    if (c === '{') {
      stack.push({ skip, uc });
      i++;
      // {\*\destination ...}: an optional destination, skipped when not understood.
      if (rtf.startsWith('\\*', i)) skip = true;
    } else if (c === '}') {
      ({ skip, uc } = stack.pop() ?? { skip: false, uc: 1 });
      i++;
    } else if (c === '\\') {
      const next = rtf[i + 1];
      if (next === "'") {
        emit(decoder.decode(Uint8Array.of(parseInt(rtf.slice(i + 2, i + 4), 16) || 0x3f)));
        i += 4;
      } else if (next !== undefined && /[\\{}]/.test(next)) {
        emit(next);
        i += 2;
      } else if (next === '~') {
        emit('\u00a0');
        i += 2;
      } else if (next !== undefined && /[a-zA-Z]/.test(next)) {
        const match = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 50)) as RegExpExecArray;
        const [whole, word, parameter] = match;
        i += 1 + whole.length;
        if (SKIPPED_DESTINATIONS.has(word)) skip = true;
        else if (word === 'uc' && parameter !== undefined) uc = Number(parameter);
        else if (word === 'u' && parameter !== undefined) {
          const code = Number(parameter);
          emit(String.fromCharCode(code < 0 ? code + 65536 : code));
          pendingFallback = uc;
        } else if (BREAKS[word] !== undefined) emit(BREAKS[word]);
      } else {
        i += 2;
      }
    } else if (c === '\r' || c === '\n') {
      i++;
    } else {
      let end = i;
      while (end < rtf.length && !'{}\\\r\n'.includes(rtf[end])) end++;
      emit(rtf.slice(i, end));
      i = end;
    }
  }
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
