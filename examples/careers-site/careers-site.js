/**
 * <careers-site>: a careers page on the service's public routes (docs/api/careers.md#the-example-careers-page).
 * Lists live job posts (search, pages by cursor), shows one (its Markdown drawn as DOM nodes, never
 * as HTML), draws its application form from `formSchema` and applies with an Idempotency-Key,
 * showing the 422's `details` next to their fields. No build step and no dependency.
 *
 *   <careers-site data-api="https://ats.example.com" data-board="external"></careers-site>
 *   <script src="careers-site.js" defer></script>
 *
 * `data-api` is the service's address (default: the page's own origin, or `?api=` of the page's URL
 * when the element has no `data-api`); `data-board` the board (default: the service's, `external`);
 * `data-source` the applications' `source` (default: `utm_source` of the page's URL, else the service's).
 */
(() => {
  'use strict';

  const PAGE_SIZE = 10;
  const TEXT_CAP_SHORT = 2000;
  const EMPLOYMENT_TYPES = { full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract', temporary: 'Temporary', internship: 'Internship' };
  const PERIODS = { year: 'per year', month: 'per month', week: 'per week', day: 'per day', hour: 'per hour' };
  const FILE_TYPES = {
    'application/pdf': ['PDF', '.pdf'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['Word', '.docx'],
    'application/msword': ['Word 97-2003', '.doc'],
    'application/rtf': ['RTF', '.rtf'],
    'image/png': ['PNG', '.png'],
    'image/jpeg': ['JPEG', '.jpg,.jpeg'],
    'text/plain': ['plain text', '.txt'],
  };
  const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'];
  const BUILT_IN = {
    firstName: { autocomplete: 'given-name' },
    lastName: { autocomplete: 'family-name' },
    email: { type: 'email', autocomplete: 'email' },
    phone: { type: 'tel', autocomplete: 'tel' },
    linkedinUrl: { type: 'url', autocomplete: 'url' },
  };
  /**
   * Sent by the page itself, not asked: `source`, `utm` and `ref` (a referral link's code) from the page's URL,
   * `captchaToken` from the site's captcha widget (getCaptchaToken).
   */
  const NOT_DRAWN = ['answers', 'source', 'utm', 'ref', 'captchaToken'];
  /** The schema's annotation of the honeypot field. */
  const HONEYPOT = 'x-honeypot';
  const SECTIONS = {
    consent: { legend: 'Consent' },
    self_id: {
      legend: 'Voluntary self-identification',
      intro: 'Answering is optional. These answers are kept apart from your application.',
    },
  };

  let instances = 0;

  /** An element with attributes (`text` sets textContent; `false`/`null`/`undefined` values are left out) and children. */
  function h(tag, attributes = {}, ...children) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === false || value === null || value === undefined) continue;
      if (name === 'text') element.textContent = value;
      else element.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) element.append(child);
    return element;
  }

  // ---- Markdown: a small subset, drawn as DOM nodes (text only through text nodes, links only http(s) and mailto).

  const INLINE = [
    { kind: 'escape', re: /\\([\\`*_{}[\]()#+\-.!>~|])/y },
    { kind: 'code', re: /(`+)([\s\S]+?)\1(?!`)/y },
    { kind: 'autolink', re: /<((?:https?:\/\/|mailto:)[^\s<>]+)>/y },
    { kind: 'link', re: /!?\[((?:[^[\]\\]|\\.)*)\]\(\s*<?([^\s<>()]+)>?(?:\s+"[^"]*")?\s*\)/y },
    { kind: 'strong', re: /(\*\*|__)(?=\S)([\s\S]*?\S)\1/y },
    { kind: 'em', re: /(\*|_)(?=\S)([\s\S]*?\S)\1(?![\w*])/y },
  ];

  function safeHref(target) {
    try {
      const url = new URL(target, document.baseURI);
      return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
    } catch {
      return null;
    }
  }

  function inline(text) {
    const nodes = [];
    let plain = '';
    let i = 0;
    const flush = () => {
      if (plain !== '') nodes.push(document.createTextNode(plain));
      plain = '';
    };
    outer: while (i < text.length) {
      if ('\\`<[!*_'.includes(text[i])) {
        for (const { kind, re } of INLINE) {
          re.lastIndex = i;
          const match = re.exec(text);
          if (match === null) continue;
          // An underscore inside a word (snake_case) is text.
          if ((kind === 'em' || kind === 'strong') && match[1][0] === '_' && /\w/.test((text[i - 1] ?? '') + (text[re.lastIndex] ?? ''))) continue;
          flush();
          i = re.lastIndex;
          if (kind === 'escape') plain += match[1];
          else if (kind === 'code') nodes.push(h('code', { text: match[2].trim() === '' ? match[2] : match[2].replace(/^ (.*) $/s, '$1') }));
          else if (kind === 'autolink') nodes.push(link(match[1], [document.createTextNode(match[1])]));
          else if (kind === 'link') nodes.push(link(match[2], inline(match[1])));
          else nodes.push(h(kind === 'strong' ? 'strong' : 'em', {}, inline(match[2])));
          continue outer;
        }
      }
      plain += text[i];
      i += 1;
    }
    flush();
    return nodes;
  }

  function link(target, children) {
    const href = safeHref(target);
    if (href === null) return h('span', {}, children);
    return h('a', { href, rel: 'noopener noreferrer nofollow', target: '_blank' }, children);
  }

  /** A paragraph's lines: a line ending in two spaces or a backslash breaks. */
  function paragraph(lines) {
    const children = [];
    lines.forEach((line, index) => {
      const last = index === lines.length - 1;
      const hard = !last && /( {2,}|\\)$/.test(line);
      children.push(...inline(hard ? line.replace(/( {2,}|\\)$/, '') : line.trim()));
      if (!last) children.push(hard ? h('br') : document.createTextNode(' '));
    });
    return h('p', {}, children);
  }

  const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
  const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+\s*)?$/;
  const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
  const FENCE = /^ {0,3}(`{3,}|~{3,})/;

  /** Markdown text as a fragment; headings start at `topLevel` (h3 under the post's h2). */
  function markdown(source, topLevel = 3) {
    const lines = source.replace(/\r\n?/g, '\n').split('\n');
    const levels = lines.map((line) => HEADING.exec(line)?.[1].length).filter(Boolean);
    const shift = topLevel - (levels.length > 0 ? Math.min(...levels) : 1);
    const fragment = document.createDocumentFragment();
    let i = 0;
    while (i < lines.length) {
      const line = lines[i];
      if (line.trim() === '') {
        i += 1;
        continue;
      }
      const fence = FENCE.exec(line);
      if (fence !== null) {
        const code = [];
        i += 1;
        while (i < lines.length && !lines[i].trim().startsWith(fence[1])) code.push(lines[i++]);
        i += 1;
        fragment.append(h('pre', {}, h('code', { text: code.join('\n') })));
        continue;
      }
      const heading = HEADING.exec(line);
      if (heading !== null) {
        fragment.append(h(`h${Math.min(6, heading[1].length + shift)}`, {}, inline(heading[2])));
        i += 1;
        continue;
      }
      if (RULE.test(line)) {
        fragment.append(h('hr'));
        i += 1;
        continue;
      }
      if (/^ {0,3}>/.test(line)) {
        const quoted = [];
        while (i < lines.length && /^ {0,3}>/.test(lines[i])) quoted.push(lines[i++].replace(/^ {0,3}> ?/, ''));
        fragment.append(h('blockquote', {}, markdown(quoted.join('\n'), topLevel)));
        continue;
      }
      const item = LIST_ITEM.exec(line);
      if (item !== null) {
        const ordered = /\d/.test(item[1]);
        const list = h(ordered ? 'ol' : 'ul', ordered && parseInt(item[1], 10) !== 1 ? { start: parseInt(item[1], 10) } : {});
        while (i < lines.length) {
          const next = LIST_ITEM.exec(lines[i]);
          if (next === null || /\d/.test(next[1]) !== ordered) break;
          const text = [next[2]];
          i += 1;
          while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !LIST_ITEM.test(lines[i])) text.push(lines[i++].trim());
          list.append(h('li', {}, inline(text.join(' '))));
        }
        fragment.append(list);
        continue;
      }
      const text = [];
      while (
        i < lines.length &&
        lines[i].trim() !== '' &&
        !(HEADING.test(lines[i]) || FENCE.test(lines[i]) || RULE.test(lines[i]) || LIST_ITEM.test(lines[i]) || /^ {0,3}>/.test(lines[i]))
      ) {
        text.push(lines[i++]);
      }
      fragment.append(paragraph(text));
    }
    return fragment;
  }

  // ---- What a post says about itself.

  function salaryText(salary) {
    if (salary === null || salary === undefined) return null;
    const whole = Number.isInteger(salary.min) && Number.isInteger(salary.max);
    let format;
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency: salary.currency, maximumFractionDigits: whole ? 0 : 2 });
    } catch {
      format = { format: (value) => `${value} ${salary.currency}` };
    }
    const amount = salary.min === salary.max ? format.format(salary.min) : `${format.format(salary.min)} – ${format.format(salary.max)}`;
    return `${amount} ${PERIODS[salary.period] ?? salary.period}`;
  }

  function facts(post) {
    return [
      post.location,
      post.remote && !/remote/i.test(post.location ?? '') ? 'Remote' : null,
      post.employmentType == null ? null : (EMPLOYMENT_TYPES[post.employmentType] ?? post.employmentType.replace(/_/g, ' ')),
      salaryText(post.salary),
    ].filter((fact) => fact !== null && fact !== undefined && fact !== '');
  }

  function bytesText(bytes) {
    if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
    if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
    return `${bytes} bytes`;
  }

  function randomKey() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  class CareersSite extends HTMLElement {
    connectedCallback() {
      if (this.started) return;
      this.started = true;
      this.idPrefix = `cs${++instances}`;
      const fromQuery = new URLSearchParams(location.search).get('api');
      // `?api=` only where the embedder named no service: a link must not send applications elsewhere.
      this.api = (this.dataset.api ?? fromQuery ?? '')
        .trim()
        .replace(/\/+$/, '')
        .replace(/\/api\/v1$/, '');
      this.list = { q: '', posts: [], nextCursor: null, loaded: false };
      this.classList.add('cs');
      this.status = h('p', { class: 'cs-visually-hidden', role: 'status', 'aria-live': 'polite' });
      this.view = h('div', { class: 'cs-view' });
      this.replaceChildren(this.status, this.view);
      this.onHashChange = () => this.route();
      window.addEventListener('hashchange', this.onHashChange);
      this.route();
    }

    disconnectedCallback() {
      window.removeEventListener('hashchange', this.onHashChange);
      this.jobPosting(null);
      this.started = false;
    }

    /**
     * The shown post's schema.org JobPosting in the page's head (`<script type="application/ld+json">`), which
     * Google for Jobs reads from the rendered page; null takes it away (the list shows no single job).
     */
    jobPosting(ld) {
      document.head.querySelector(`script[data-cs-job-posting="${this.idPrefix}"]`)?.remove();
      if (ld === null) return;
      const script = h('script', { type: 'application/ld+json', 'data-cs-job-posting': this.idPrefix });
      script.textContent = JSON.stringify(ld).replace(/</g, '\\u003c');
      document.head.append(script);
    }

    /** The post as JSON-LD from the service (content negotiation on the same read); nothing when it cannot be had. */
    async embedJobPosting(id) {
      try {
        const response = await fetch(this.url(`/job-posts/${encodeURIComponent(id)}`), {
          mode: 'cors',
          credentials: 'omit',
          headers: { Accept: 'application/ld+json' },
        });
        if (response.ok && this.onPost && this.list.lastPost === id) this.jobPosting(await response.json());
      } catch {
        // The page works without it.
      }
    }

    announce(text) {
      this.status.textContent = '';
      // A change of text after a tick is announced even when it is the same text again.
      setTimeout(() => (this.status.textContent = text), 50);
    }

    url(path, query = {}) {
      const url = new URL(`${this.api}/api/v1/public${path}`, location.href);
      for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, value);
      return url.href;
    }

    async call(method, path, { query, body, headers } = {}) {
      const response = await fetch(this.url(path, query), {
        method,
        mode: 'cors',
        credentials: 'omit',
        // A FormData body: the browser writes the multipart Content-Type with its boundary.
        headers: { Accept: 'application/json', ...headers },
        body,
      });
      const text = await response.text();
      let json;
      try {
        json = text === '' ? null : JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: response.status, headers: response.headers, body: json };
    }

    route() {
      const match = /^#job=([0-9A-Za-z-]{1,64})$/.exec(location.hash);
      const fromPost = this.onPost === true;
      this.onPost = match !== null;
      if (match !== null) void this.showPost(match[1]);
      else void this.showList(fromPost);
    }

    // ---- The list.

    /** The list: read (the first time) or drawn again from memory; focus goes back to the post's link when coming from it. */
    async showList(fromPost) {
      this.jobPosting(null);
      const heading = h('h2', { class: 'cs-title', tabindex: '-1', text: 'Open positions' });
      const search = h('input', { id: `${this.idPrefix}-q`, type: 'search', name: 'q', value: this.list.q, autocomplete: 'off' });
      const form = h(
        'form',
        { class: 'cs-search', role: 'search' },
        h('label', { for: search.id, text: 'Search jobs' }),
        h('div', { class: 'cs-search-row' }, search, h('button', { type: 'submit', class: 'cs-button', text: 'Search' })),
      );
      const items = h('ul', { class: 'cs-posts', 'aria-labelledby': `${this.idPrefix}-count` });
      const count = h('p', { id: `${this.idPrefix}-count`, class: 'cs-count' });
      const more = h('button', { type: 'button', class: 'cs-button cs-more', text: 'More jobs', hidden: true });
      this.view.replaceChildren(heading, form, count, items, more);
      const draw = (posts) => {
        for (const post of posts) items.append(this.postItem(post));
        count.textContent = this.list.posts.length === 0 ? (this.list.q ? `No open position matches “${this.list.q}”.` : 'No open positions right now.') : '';
        more.hidden = this.list.nextCursor === null;
      };
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        void this.load(search.value.trim(), null, items, count).then((posts) => posts && draw(posts));
      });
      more.addEventListener('click', async () => {
        const posts = await this.load(this.list.q, this.list.nextCursor, items, count);
        if (posts === null) return;
        draw(posts);
        items.querySelectorAll('a')[this.list.posts.length - posts.length]?.focus();
      });
      if (!this.list.loaded) {
        const posts = await this.load(this.list.q, null, items, count);
        if (posts !== null) draw(posts);
      } else {
        draw(this.list.posts);
      }
      if (fromPost) (items.querySelector(`a[data-id="${CSS.escape(this.list.lastPost ?? '')}"]`) ?? heading).focus();
    }

    /** Reads a page of posts into the list's state: the first of a search, or the next by cursor; null when it failed (said in `count`). */
    async load(q, cursor, items, count) {
      items.setAttribute('aria-busy', 'true');
      try {
        const board = this.dataset.board;
        const { status, headers, body } = await this.call('GET', '/job-posts', { query: { q, cursor, board, limit: PAGE_SIZE } });
        if (status !== 200) {
          count.textContent = this.problem(status, headers, body, 'The positions could not be loaded.');
          return null;
        }
        if (cursor === null) {
          items.replaceChildren();
          this.list.posts = [];
        }
        this.list = { ...this.list, q, loaded: true, nextCursor: body.meta.pagination.nextCursor, posts: [...this.list.posts, ...body.data] };
        this.announce(`${this.list.posts.length} position${this.list.posts.length === 1 ? '' : 's'} shown${this.list.nextCursor ? ', more available' : ''}.`);
        return body.data;
      } catch {
        count.textContent = 'The positions could not be loaded: the service did not answer. Check your connection and try again.';
        return null;
      } finally {
        items.removeAttribute('aria-busy');
      }
    }

    postItem(post) {
      return h(
        'li',
        { class: 'cs-post' },
        h('h3', {}, h('a', { href: `#job=${post.id}`, 'data-id': post.id, text: post.title })),
        h('p', { class: 'cs-facts', text: facts(post).join(' · ') }),
      );
    }

    // ---- One post.

    async showPost(id) {
      this.list.lastPost = id;
      const back = h('a', { href: '#', class: 'cs-back', text: '← All open positions' });
      this.view.replaceChildren(h('p', {}, back), h('p', { class: 'cs-loading', text: 'Loading…' }));
      let answer;
      try {
        answer = await this.call('GET', `/job-posts/${encodeURIComponent(id)}`);
      } catch {
        answer = null;
      }
      if (answer === null || answer.status !== 200) {
        const message =
          answer === null
            ? 'The position could not be loaded: the service did not answer.'
            : answer.status === 404
              ? 'This position is no longer open.'
              : this.problem(answer.status, answer.headers, answer.body, 'The position could not be loaded.');
        const heading = h('h2', { class: 'cs-title', tabindex: '-1', text: message });
        this.view.replaceChildren(h('p', {}, back), heading);
        heading.focus();
        return;
      }
      const post = answer.body.data;
      const heading = h('h2', { class: 'cs-title', tabindex: '-1', text: post.title });
      const article = h(
        'article',
        { class: 'cs-article', 'aria-labelledby': `${this.idPrefix}-post-title` },
        heading,
        h(
          'ul',
          { class: 'cs-facts cs-facts-list' },
          facts(post).map((fact) => h('li', { text: fact })),
        ),
        h('div', { class: 'cs-content' }, markdown(post.content)),
      );
      heading.id = `${this.idPrefix}-post-title`;
      this.view.replaceChildren(h('p', {}, back), article, new ApplicationForm(this, post).element);
      heading.focus();
      void this.embedJobPosting(post.id);
    }

    /** What a refused request says to the person: the service's message, or the 429's wait. */
    problem(status, headers, body, fallback) {
      if (status === 429) return `Too many requests from your network. Please try again in ${retryAfter(headers)} seconds.`;
      const message = body?.error?.message;
      return message ? `${fallback} ${message}` : `${fallback} (HTTP ${status})`;
    }
  }

  /** A service message as a sentence for people: "email must be an email address" next to the email field reads "Must be an email address." */
  function sentence(path, message) {
    const text = String(message ?? '');
    const own = path && text.startsWith(`${path} `) ? text.slice(path.length + 1) : text;
    const capitalised = own.charAt(0).toUpperCase() + own.slice(1);
    return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
  }

  function retryAfter(headers) {
    const value = Number(headers.get('Retry-After'));
    return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 60;
  }

  /** A post's application form, drawn from its `formSchema` (the `form`'s questions only say how a text was asked and which files a question takes). */
  class ApplicationForm {
    constructor(site, post) {
      this.site = site;
      this.post = post;
      this.schema = post.formSchema;
      this.questions = new Map((post.form?.questions ?? []).map((question) => [question.key, question]));
      this.fields = new Map(); // error path → { input(s), error element, label, read() }
      this.pending = null; // { key, signature } of an attempt that got no answer: the same body is sent again with the same key
      this.element = this.draw();
    }

    id(path) {
      return `${this.site.idPrefix}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    }

    draw() {
      const schema = this.schema;
      const required = new Set(schema.required ?? []);
      this.summary = h('div', { class: 'cs-summary', role: 'alert', tabindex: '-1', hidden: true });
      this.submit = h('button', { type: 'submit', class: 'cs-button cs-submit', text: 'Send application' });
      this.form = h('form', { class: 'cs-form', novalidate: true, 'aria-labelledby': `${this.site.idPrefix}-apply` });
      const about = h('fieldset', { class: 'cs-section' }, h('legend', { text: 'About you' }));
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (NOT_DRAWN.includes(name) || property[HONEYPOT] === true) continue;
        about.append(this.field(name, property, required.has(name), null));
      }
      const answers = schema.properties?.answers;
      const requiredAnswers = new Set(answers?.required ?? []);
      const sections = { application: [], consent: [], self_id: [] };
      for (const [key, property] of Object.entries(answers?.properties ?? {})) {
        const section = property['x-section'] in sections ? property['x-section'] : 'application';
        sections[section].push(this.field(`answers.${key}`, property, requiredAnswers.has(key), this.questions.get(key)));
      }
      const groups = [about];
      if (sections.application.length > 0) groups.push(h('fieldset', { class: 'cs-section' }, h('legend', { text: 'Questions' }), sections.application));
      for (const name of ['consent', 'self_id']) {
        if (sections[name].length === 0) continue;
        const intro = SECTIONS[name].intro && h('p', { class: 'cs-hint', text: SECTIONS[name].intro });
        groups.push(h('fieldset', { class: `cs-section cs-section-${name}` }, h('legend', { text: SECTIONS[name].legend }), intro, sections[name]));
      }
      // The honeypot: people never see or reach it; a bot that fills every field does.
      const trapName = Object.entries(schema.properties ?? {}).find(([, property]) => property[HONEYPOT] === true)?.[0] ?? 'website';
      const trap = h('input', { id: this.id(trapName), type: 'text', name: trapName, tabindex: '-1', autocomplete: 'off' });
      this.trap = trap;
      this.form.append(
        this.summary,
        h('p', { class: 'cs-hint', text: 'Fields marked * are required.' }),
        ...groups,
        h('div', { class: 'cs-hp', 'aria-hidden': 'true' }, h('label', { for: trap.id, text: 'Website (leave this empty)' }), trap),
        this.submit,
      );
      this.form.addEventListener('submit', (event) => {
        event.preventDefault();
        void this.send();
      });
      this.region = h('section', { class: 'cs-apply' }, h('h2', { id: `${this.site.idPrefix}-apply`, text: 'Apply for this position' }), this.form);
      return this.region;
    }

    /** One question (or built-in field) of the schema: its control, label, hint and error, registered under its error path. */
    field(path, schema, required, question) {
      const id = this.id(path);
      const hintId = `${id}-hint`;
      const errorId = `${id}-error`;
      const error = h('p', { id: errorId, class: 'cs-error', hidden: true });
      const mark = required ? h('span', { class: 'cs-required', 'aria-hidden': 'true', text: ' *' }) : null;
      const label = schema.title ?? path;
      const isFile = schema.type === 'object' && schema.properties?.contentBase64 !== undefined;
      const options = schema.type === 'array' ? schema.items?.oneOf : schema.oneOf;
      let hintText = isFile ? null : (schema.description ?? null);
      let entry;
      let control;

      if (isFile) {
        // The service's description of a file starts with its cap; else the cap is read back from the encoded length's.
        const stated = Number(/^At most (\d+) bytes/.exec(schema.description ?? '')?.[1]);
        const maxBytes = question?.maxBytes ?? (stated > 0 ? stated : Math.floor((schema.properties.contentBase64.maxLength * 3) / 4));
        const types = question?.accept ?? (schema.properties.contentBase64.contentMediaType ? [schema.properties.contentBase64.contentMediaType] : null);
        const known = (types ?? Object.keys(FILE_TYPES)).filter((type) => FILE_TYPES[type]);
        hintText = [question?.helpText || null, `${known.map((type) => FILE_TYPES[type][0]).join(', ')}; at most ${bytesText(maxBytes)}.`]
          .filter(Boolean)
          .join(' ');
        const accept = types === null ? null : types.flatMap((type) => [type, ...(FILE_TYPES[type]?.[1].split(',') ?? [])]).join(',');
        control = h('input', { id, type: 'file', name: path, accept, required });
        entry = {
          controls: [control],
          read: () => control.files[0],
          check: () => {
            const file = control.files[0];
            if (file === undefined) return required ? 'Choose a file.' : null;
            if (file.size === 0) return 'The file is empty.';
            if (file.size > maxBytes) return `The file is ${bytesText(file.size)}; at most ${bytesText(maxBytes)} is accepted.`;
            return null;
          },
        };
      } else if (schema.type === 'array') {
        const boxes = (options ?? []).map((option, index) =>
          h('input', { id: `${id}-${index}`, type: 'checkbox', name: path, value: option.const, 'aria-describedby': `${hintId} ${errorId}` }),
        );
        const legend = h('legend', { text: label }, mark, required ? h('span', { class: 'cs-visually-hidden', text: ' (required)' }) : null);
        const group = h(
          'fieldset',
          { id, class: 'cs-field cs-choices', 'aria-describedby': `${hintId} ${errorId}` },
          legend,
          boxes.map((box, index) => h('div', { class: 'cs-choice' }, box, h('label', { for: box.id, text: options[index].title ?? options[index].const }))),
          h('p', { id: hintId, class: 'cs-hint', text: hintText ?? '', hidden: !hintText }),
          error,
        );
        const [min, max] = [schema.minItems ?? 0, schema.maxItems ?? Infinity];
        entry = {
          controls: boxes,
          element: group,
          read: () => {
            const values = boxes.filter((box) => box.checked).map((box) => box.value);
            return values.length === 0 && !required ? undefined : values;
          },
          check: () => {
            const chosen = boxes.filter((box) => box.checked).length;
            if (chosen === 0 && !required && min <= 1) return null;
            if (chosen < min) return `Choose at least ${min}.`;
            if (chosen > max) return `Choose at most ${max}.`;
            return null;
          },
        };
        this.fields.set(path, { ...entry, error, label });
        return group;
      } else if (options !== undefined || (schema.type === 'boolean' && !(schema.const === true || question?.section === 'consent'))) {
        // A select: the options of the schema, or Yes / No for a question of fact (unanswered stays possible when optional).
        const choices = options ?? [
          { const: 'true', title: 'Yes' },
          { const: 'false', title: 'No' },
        ];
        control = h(
          'select',
          { id, name: path, required },
          h('option', { value: '', text: required ? 'Choose…' : '—' }),
          choices.map((option) => h('option', { value: String(option.const), text: option.title ?? String(option.const) })),
        );
        entry = { controls: [control], read: () => (control.value === '' ? undefined : schema.type === 'boolean' ? control.value === 'true' : control.value) };
      } else if (schema.type === 'boolean') {
        // A consent: checked or not.
        control = h('input', { id, type: 'checkbox', name: path, required: schema.const === true || required });
        const box = h(
          'div',
          { class: 'cs-field cs-consent' },
          h('div', { class: 'cs-choice' }, control, h('label', { for: id }, label, mark)),
          h('p', { id: hintId, class: 'cs-hint', text: hintText ?? '', hidden: !hintText }),
          error,
        );
        control.setAttribute('aria-describedby', `${hintId} ${errorId}`);
        this.fields.set(path, { controls: [control], read: () => control.checked, error, label, element: box });
        return box;
      } else if (schema.type === 'number' || schema.type === 'integer') {
        control = h('input', {
          id,
          type: 'number',
          name: path,
          required,
          min: schema.minimum,
          max: schema.maximum,
          step: schema.type === 'integer' ? 1 : 'any',
        });
        entry = { controls: [control], read: () => (control.value === '' ? undefined : control.valueAsNumber) };
      } else {
        const long = question?.type === 'long_text' || (question === undefined && (schema.maxLength ?? 0) > TEXT_CAP_SHORT);
        const type =
          schema.format === 'email'
            ? 'email'
            : schema.format === 'uri'
              ? 'url'
              : schema.format === 'date'
                ? 'date'
                : question?.type === 'phone'
                  ? 'tel'
                  : 'text';
        const attributes = {
          id,
          name: path,
          required,
          minlength: schema.minLength > 0 ? schema.minLength : null,
          maxlength: schema.maxLength,
          ...BUILT_IN[path],
        };
        control = long ? h('textarea', { ...attributes, rows: 6 }) : h('input', { type, ...attributes });
        entry = { controls: [control], read: () => (control.value === '' ? undefined : control.value) };
      }

      control.setAttribute('aria-describedby', `${hintId} ${errorId}`);
      const element = h(
        'div',
        { class: 'cs-field' },
        h('label', { for: id }, label, mark),
        h('p', { id: hintId, class: 'cs-hint', text: hintText ?? '', hidden: !hintText }),
        control,
        error,
      );
      this.fields.set(path, { ...entry, error, label, element });
      return element;
    }

    /** The field an error path names: itself, or the nearest registered parent (`answers.cv.contentBase64` → `answers.cv`). */
    fieldOf(path) {
      const parts = String(path ?? '').split('.');
      for (let length = parts.length; length > 0; length -= 1) {
        const field = this.fields.get(parts.slice(0, length).join('.'));
        if (field !== undefined) return { path: parts.slice(0, length).join('.'), field };
      }
      return null;
    }

    clearErrors() {
      for (const field of this.fields.values()) {
        field.error.hidden = true;
        field.error.textContent = '';
        for (const control of field.controls) control.removeAttribute('aria-invalid');
      }
      this.summary.hidden = true;
      this.summary.replaceChildren();
    }

    /** Each error next to its field (all messages of a field together), and a summary on top that links to them. */
    showErrors(errors, heading) {
      const byField = new Map();
      const general = [];
      for (const { path, message } of errors) {
        const found = this.fieldOf(path);
        if (found === null) general.push(message);
        else byField.set(found.path, [...(byField.get(found.path) ?? []), message]);
      }
      const links = [];
      for (const [path, messages] of byField) {
        const field = this.fields.get(path);
        field.error.textContent = messages.join(' ');
        field.error.hidden = false;
        for (const control of field.controls) control.setAttribute('aria-invalid', 'true');
        const link = h('a', { href: `#${field.controls[0].id}`, text: `${field.label}: ${messages.join(' ')}` });
        link.addEventListener('click', (event) => {
          event.preventDefault();
          field.controls[0].focus();
        });
        links.push(h('li', {}, link));
      }
      this.summary.replaceChildren(
        h('h3', { text: heading }),
        h(
          'ul',
          {},
          links,
          general.map((message) => h('li', { text: message })),
        ),
      );
      this.summary.hidden = false;
      this.summary.focus();
    }

    showProblem(message) {
      this.summary.replaceChildren(h('p', { text: message }));
      this.summary.hidden = false;
      this.summary.focus();
    }

    /** What the browser can tell before sending: the constraints drawn from the schema (the service checks everything again). */
    check() {
      const errors = [];
      for (const [path, field] of this.fields) {
        const own = field.check?.();
        if (own) {
          errors.push({ path, message: own });
          continue;
        }
        // A group of checkboxes (a multi-select) is judged as a whole above; a single control by the browser's constraints.
        const invalid = field.controls.length === 1 && !field.controls[0].checkValidity() ? field.controls[0] : undefined;
        if (invalid !== undefined) errors.push({ path, message: invalid.validationMessage });
      }
      return errors;
    }

    /**
     * The application as multipart/form-data (docs/api/careers.md#the-example-careers-page): the JSON
     * form's names (`answers.<key>`, `utm.<key>`), numbers and booleans as JSON text, a multi
     * select once per value, files as parts streamed from disk. With a signature of what it holds.
     */
    async body() {
      const form = new FormData();
      const signature = [];
      const add = (name, value) => {
        if (value instanceof File) {
          form.append(name, value, value.name);
          signature.push([name, value.name, value.size, value.lastModified]);
        } else {
          form.append(name, String(value));
          signature.push([name, String(value)]);
        }
      };
      for (const [path, field] of this.fields) {
        const value = field.read();
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) add(path, item);
      }
      const page = new URLSearchParams(location.search);
      for (const key of UTM_KEYS) if (page.get(`utm_${key}`) && this.schema.properties?.utm) add(`utm.${key}`, page.get(`utm_${key}`).slice(0, 200));
      if (page.get('ref') && this.schema.properties?.ref) add('ref', page.get('ref').slice(0, 64));
      const source = this.site.dataset.source;
      if (source && this.schema.properties?.source) add('source', source.slice(0, 60));
      if (this.trap.value !== '') add(this.trap.name, this.trap.value);
      // A site that verifies a captcha (APPLICATION_SPAM_POLICY) sets element.getCaptchaToken to read its widget's response.
      if (typeof this.site.getCaptchaToken === 'function' && this.schema.properties?.captchaToken) add('captchaToken', await this.site.getCaptchaToken());
      return { form, signature: JSON.stringify(signature) };
    }

    async send() {
      if (this.sending) return;
      this.clearErrors();
      const problems = this.check();
      if (problems.length > 0) {
        this.showErrors(problems, 'Please correct the following:');
        return;
      }
      this.sending = true;
      this.submit.disabled = true;
      this.submit.textContent = 'Sending…';
      this.form.setAttribute('aria-busy', 'true');
      let body;
      let answer;
      try {
        body = await this.body();
        // A retry of a request that got no answer carries the same key, so the service does the work at most once.
        const key = this.pending?.signature === body.signature ? this.pending.key : randomKey();
        this.pending = { key, signature: body.signature };
        try {
          const path = `/job-posts/${encodeURIComponent(this.post.id)}/applications`;
          answer = await this.site.call('POST', path, { body: body.form, headers: { 'Idempotency-Key': key } });
        } catch {
          answer = null;
        }
        if (answer !== null && answer.status < 500) this.pending = null;
      } catch {
        this.showProblem('The application could not be prepared: the captcha is not answered. Answer it and send again.');
        return this.done();
      }
      if (answer === null) {
        this.showProblem('The service did not answer: check your connection and send again (your application will not be sent twice).');
      } else if (answer.status === 202) {
        return this.confirm(answer.body?.data?.receivedAt);
      } else if (answer.status === 422 && Array.isArray(answer.body?.error?.details)) {
        this.showErrors(
          answer.body.error.details.map((detail) => ({ path: detail.path, message: sentence(detail.path, detail.message) })),
          'Please correct the following:',
        );
      } else if (answer.status === 429) {
        const seconds = retryAfter(answer.headers);
        this.showProblem(`Too many applications from your network. Please try again in ${seconds} seconds.`);
        this.submit.textContent = 'Send application';
        this.form.removeAttribute('aria-busy');
        setTimeout(() => this.done(), seconds * 1000);
        return;
      } else if (answer.status === 413) {
        this.showProblem('The files are too large to send together. Choose smaller files.');
      } else if (answer.status === 404) {
        this.showProblem('This position is no longer open: the application was not sent.');
      } else {
        this.showProblem(this.site.problem(answer.status, answer.headers, answer.body, 'The application could not be sent.'));
      }
      this.done();
    }

    done() {
      this.sending = false;
      this.submit.disabled = false;
      this.submit.textContent = 'Send application';
      this.form.removeAttribute('aria-busy');
    }

    confirm(receivedAt) {
      const firstName = this.fields.get('firstName')?.controls[0].value ?? '';
      const when = receivedAt ? new Date(receivedAt) : null;
      const confirmation = h(
        'div',
        { class: 'cs-confirmation', role: 'status', tabindex: '-1' },
        h('h2', { text: 'Application sent' }),
        h('p', { text: `Thank you${firstName ? `, ${firstName}` : ''}. We received your application for ${this.post.title}.` }),
        when && !Number.isNaN(when.getTime()) ? h('p', { class: 'cs-hint', text: `Received ${when.toLocaleString()}.` }) : null,
      );
      this.region.replaceChildren(confirmation);
      confirmation.focus();
    }
  }

  if (!customElements.get('careers-site')) customElements.define('careers-site', CareersSite);
})();
